export default function Screen() {
  return <h1>logout</h1>;
}

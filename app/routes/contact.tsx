export default function Screen() {
  return <h1>contact</h1>;
}

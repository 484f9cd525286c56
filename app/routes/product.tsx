export default function Screen() {
  return <h1>product</h1>;
}

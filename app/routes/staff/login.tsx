export default function Screen() {
  return <h1>login</h1>;
}

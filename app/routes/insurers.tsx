export default function Screen() {
  return <h1>insurers</h1>;
}

export default function Screen() {
  return <h1>register</h1>;
}

export default function Screen() {
  return <h1>home</h1>;
}

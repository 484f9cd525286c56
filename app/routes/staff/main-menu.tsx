export default function Screen() {
  return <h1>main-menu</h1>;
}

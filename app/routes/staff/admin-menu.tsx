export default function Screen() {
  return <h1>admin-menu</h1>;
}

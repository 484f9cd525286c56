export default function Screen() {
  return <h1>admin-portal</h1>;
}

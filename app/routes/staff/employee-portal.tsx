export default function Screen() {
  return <h1>employee-portal</h1>;
}

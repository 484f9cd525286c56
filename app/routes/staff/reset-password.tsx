export default function Screen() {
  return <h1>reset-password</h1>;
}

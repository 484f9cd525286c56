export default function Screen() {
  return <h1>forgot-password</h1>;
}

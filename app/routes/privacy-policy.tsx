export default function Screen() {
  return <h1>privacy-policy</h1>;
}

/** The outcome of a form, announced to screen readers (an empty live region until there is one). */
export function FormMessage({ message, tone }: { message?: string; tone: "error" | "success" }) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={
        message
          ? `rounded-2xl p-4 font-semibold ${tone === "success" ? "bg-green-50 text-success-700" : "bg-red-50 text-danger-700"}`
          : "sr-only"
      }
    >
      {message}
    </div>
  );
}

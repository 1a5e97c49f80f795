/** A sign-in screen's title and the line under it (sign in, sign up, forgot and reset password). */
export function FormHeading({ title, text }: { title: string; text: string }) {
  return (
    <div>
      <h1 className="text-lg font-semibold text-zinc-900 dark:text-zinc-100">{title}</h1>
      <p className="mt-1 text-sm text-zinc-500 dark:text-zinc-400">{text}</p>
    </div>
  );
}

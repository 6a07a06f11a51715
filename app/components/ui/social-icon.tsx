// lucide-react 1.x dropped brand marks; these are simple single-path glyphs of our own, keyed
// by the clinic settings' social network names.
const paths: Record<string, string> = {
  Instagram:
    "M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3H7Zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5ZM17.3 5.6a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2Z",
  Facebook: "M13.5 22v-8h2.8l.4-3.3h-3.2V8.6c0-.9.3-1.6 1.6-1.6h1.7V4.1A22 22 0 0 0 14.3 4c-2.5 0-4.1 1.5-4.1 4.2v2.5H7.5V14h2.7v8h3.3Z",
  LinkedIn:
    "M4 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4Zm-1.7 6h3.4v12H2.3V9Zm5.6 0h3.3v1.7c.5-.9 1.7-2 3.6-2 3.8 0 4.5 2.5 4.5 5.7V21h-3.4v-5.8c0-1.4 0-3.2-2-3.2s-2.3 1.5-2.3 3.1V21H7.9V9Z",
  YouTube:
    "M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3L10 15Z",
  X: "M4 3h4.6l4.1 5.6L17.6 3h2.9l-6.4 7.5L21 21h-4.6l-4.5-6.1L6.6 21H3.7l6.8-7.9L4 3Z",
};

export function SocialIcon({ network, className = "size-5" }: { network: string; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="currentColor" aria-hidden="true" focusable="false">
      <path d={paths[network] ?? ""} />
    </svg>
  );
}

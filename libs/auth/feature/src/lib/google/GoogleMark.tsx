/** A simple "G" mark in the text colour (theme-independent, no brand colours): decoration beside the button's words. */
export function GoogleMark() {
  return (
    <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24">
      <path
        fill="currentColor"
        d="M21.6 10.2H12v3.9h5.5c-.5 2.5-2.7 4.1-5.5 4.1a6.2 6.2 0 1 1 4-10.9l2.9-2.9A10.2 10.2 0 1 0 12 22.2c5.3 0 9.8-3.8 9.8-10.2 0-.6-.1-1.2-.2-1.8z"
      />
    </svg>
  );
}

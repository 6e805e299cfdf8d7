// The rewards tests render as every feature does (the shared helper of the page layer).
export { renderPage as renderRewards } from '@casino/page-ui/testing';

// Account tests render as every feature does (the page layer's shared helper).
export { renderPage as renderAuth } from '@casino/page-ui/testing';

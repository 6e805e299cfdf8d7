/**
 * `@testing-library/user-event` as every lib's unit tests get it (an alias in vitest.lib.ts): the library itself, with
 * two defaults changed: no check that an element and its ancestors allow pointer events, and no pause between the keys
 * it types (`delay: null`; by default it waits a timer between keys, and a field with a formatter drew the page again
 * in every pause: the deposit page's tests 3.0 to 1.0 s).
 *
 * That check reads `getComputedStyle` of the element and of every ancestor on each pointer action, and jsdom computes a
 * style by running every style rule of the document through its CSS parser: about 100 ms a click in a feature's page,
 * half or more of many a test's time (the limits page's session-limit test 1.6 s to 0.6 s). No component here turns
 * pointer events off to stop a click; what a real browser lets a player click is the e2e suites' job. A test that wants
 * the check or the pauses passes `pointerEventsCheck` or `delay` itself.
 */
import { PointerEventsCheckLevel, userEvent as library } from '@testing-library/user-event/dist/esm/index.js';

export { PointerEventsCheckLevel };

const defaults = { pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null };
type Options = NonNullable<Parameters<typeof library.setup>[0]>;
const withDefaults = (options: Options | undefined): Options => ({ ...defaults, ...options });

/** The library's API, each call with the defaults above under the options it was given. */
export const userEvent: typeof library = {
  ...library,
  setup: (options) => library.setup(withDefaults(options)),
  click: (element, options) => library.click(element, withDefaults(options)),
  dblClick: (element, options) => library.dblClick(element, withDefaults(options)),
  tripleClick: (element, options) => library.tripleClick(element, withDefaults(options)),
  hover: (element, options) => library.hover(element, withDefaults(options)),
  unhover: (element, options) => library.unhover(element, withDefaults(options)),
  pointer: (input, options) => library.pointer(input, withDefaults(options)),
  selectOptions: (select, values, options) => library.selectOptions(select, values, withDefaults(options)),
  deselectOptions: (select, values, options) => library.deselectOptions(select, values, withDefaults(options)),
  type: (element, text, options) => library.type(element, text, withDefaults(options)),
  upload: (element, files, options) => library.upload(element, files, withDefaults(options)),
};

export default userEvent;

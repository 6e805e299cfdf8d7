/**
 * `casino/no-colour-literals`: a colour written as a literal (`#1a2b3c`, `rgb(...)`, `rgba(...)`, `hsl(...)`,
 * `oklch(...)` and the other CSS colour functions) anywhere but in a brand's palette: the object literal assigned to a
 * variable named `palette` (each brand's `theme.ts`, and the design system's base theme). Everything else takes its
 * colours from theme tokens, so a brand is re-coloured in one place and a new brand cannot inherit a stray hex.
 *
 * Strings, template literals and JSX attribute values are checked; comments, regular expressions and JSX text (what a
 * player reads, "#1 in slots") are not. Applies to files under libs/, apps/ and .storybook/, tests excepted.
 * Translucent or mixed colours are written from tokens (`color-mix(in srgb, ${theme.color.text} 60%, transparent)`,
 * or the design system's `withAlpha`), never as `rgba(...)`.
 */

const HEX = /(?:^|[\s:(,='"`])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![0-9a-z_-])/i;
const FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/i;

/** The colour literal in a piece of text, if any. */
export function findColourLiteral(text) {
  const hex = HEX.exec(text);
  if (hex) return hex[0].replace(/^[\s:(,='"`]/, '');
  const fn = FUNCTION.exec(text);
  if (fn) return fn[0];
  return null;
}

/** Inside the object literal of `const palette = { ... }` (optionally `as const` or `satisfies ...`). */
function inPalette(node) {
  for (let current = node.parent; current; current = current.parent) {
    if (current.type === 'VariableDeclarator') return current.id.type === 'Identifier' && current.id.name === 'palette';
    if (current.type === 'Program' || current.type.startsWith('Function') || current.type === 'ArrowFunctionExpression')
      return false;
  }
  return false;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noColourLiterals = {
  meta: {
    type: 'problem',
    docs: { description: "Colours come from the brand's palette through theme tokens, never as literals elsewhere." },
    messages: {
      literal:
        "Colour literal '{{colour}}' outside a brand palette: use a theme token (theme.color.*), or color-mix() / withAlpha() of one; a brand's own colours go in its `palette`.",
    },
    schema: [],
  },
  create(context) {
    // The product's code only (brand apps, libraries, Storybook's frame); tests may name colours they check, and the
    // dev backend's own stand-in pages are no brand's.
    const file = context.filename.replaceAll('\\', '/');
    if (!/\/(libs|apps|\.storybook)\//.test(file) || /\.test\.[cm]?[jt]sx?$/.test(file)) return {};
    const check = (node, text) => {
      const colour = findColourLiteral(text);
      if (colour && !inPalette(node)) context.report({ node, messageId: 'literal', data: { colour } });
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.cooked ?? node.value.raw);
      },
    };
  },
};

export default { rules: { 'no-colour-literals': noColourLiterals } };

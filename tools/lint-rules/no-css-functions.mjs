/**
 * `casino/no-css-functions`: a `css` prop written as a function (`css={(t) => css`…`}`) in the product's code. Emotion
 * calls such a function on every render of every element that carries it, then serialises and hashes what it returns,
 * on the server for every request and in the browser during hydration, and the brand's stylesheet cannot hold it
 * (decision 0015). A style is a module-level constant instead: `themed((t) => css`…`)` or `defineStyle(css`…`)`, a
 * state selected in the markup (`&[aria-selected='true']`, `&[data-open]`), a family of values listed
 * (`themedVariants`), or a value known only at run time as a custom property in `style`. Applies to files under libs/,
 * apps/ and .storybook/, tests and stories excepted.
 */

/** @type {import('eslint').Rule.RuleModule} */
export const noCssFunctions = {
  meta: {
    type: 'problem',
    docs: { description: 'A css prop is a module-level style, never a function built on every render.' },
    messages: {
      inline:
        'A css prop written as a function is serialised again on every render and cannot be in the brand stylesheet: make it a module-level themed(...) or defineStyle(...) constant (state in the markup, values as custom properties).',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename.replaceAll('\\', '/');
    if (!/\/(libs|apps|\.storybook)\//.test(file) || /\.(test|stories)\.[cm]?[jt]sx?$/.test(file)) return {};
    return {
      JSXAttribute(node) {
        if (node.name?.type !== 'JSXIdentifier' || node.name.name !== 'css') return;
        const expression = node.value?.type === 'JSXExpressionContainer' ? node.value.expression : null;
        if (expression && (expression.type === 'ArrowFunctionExpression' || expression.type === 'FunctionExpression'))
          context.report({ node, messageId: 'inline' });
      },
    };
  },
};

export default { rules: { 'no-css-functions': noCssFunctions } };

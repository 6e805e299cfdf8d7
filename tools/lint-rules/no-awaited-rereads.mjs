/**
 * `casino/no-awaited-rereads`: a mutation never waits for its re-read. TanStack Query waits for a promise that a
 * mutation's `onSuccess`, `onSettled` or `onError` returns, and re-reads that fail retry for seconds: a money action's
 * button stayed busy and its outcome unsaid long after the server had answered. So in an api file (`src/api/*.ts` of a
 * lib, tests excepted), such a callback neither returns nor awaits `invalidateQueries` / `refetchQueries` /
 * `resetQueries` (alone, in `Promise.all([...])`, in a `.then` chain or behind a condition) nor the player's re-read
 * (a function from `useRefreshUser()` / `useRefreshUserQuietly()`): it starts them with `invalidateInBackground(
 * queryClient, ...keys)` (`@casino/query`) and `void refreshUser()`. And anywhere in the libs, the player's re-read that
 * must not fail is `useRefreshUserQuietly()` (`@casino/session`), not `refreshUser().catch(...)` written by hand (the
 * session lib, which defines it, excepted).
 */
import { apiFileOf, isTestOrStory, pathOf } from './apiFiles.mjs';

const CALLBACKS = new Set(['onSuccess', 'onSettled', 'onError']);
const REREADS = new Set(['invalidateQueries', 'refetchQueries', 'resetQueries']);
const PROMISE_COMBINATORS = new Set(['all', 'allSettled', 'any', 'race']);
const REFRESH_HOOKS = new Set(['useRefreshUser', 'useRefreshUserQuietly']);

const isFunction = (node) => node && (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression');
const propertyName = (node) =>
  node.type === 'Identifier' ? node.name : node.type === 'Literal' ? String(node.value) : null;

/** @type {import('eslint').Rule.RuleModule} */
export const noAwaitedRereads = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "A mutation's callbacks start their re-reads (invalidateInBackground, void refreshUser()) and never return or await them.",
    },
    messages: {
      awaited:
        "This mutation's {{callback}} {{how}} a re-read ({{what}}): the mutation then waits for it (a failing re-read retries for seconds). Start it instead: invalidateInBackground(queryClient, ...keys) from @casino/query, void refreshUser().",
      byHand:
        'refreshUser().catch(...) by hand: take the re-read that never rejects, useRefreshUserQuietly() from @casino/session.',
    },
    schema: [],
  },
  create(context) {
    const file = pathOf(context);
    if (!/\/libs\//.test(file) || isTestOrStory(file)) return {};
    const inApiFile = Boolean(apiFileOf(file));
    // The session lib defines the re-read that never rejects on top of the one that does.
    const definesRereads = /\/libs\/shared\/session\//.test(file);
    /** Names bound to `useRefreshUser()` / `useRefreshUserQuietly()` in this file. */
    const refreshers = new Map();

    /** What re-read an expression hands back, if any (its description), or null. */
    const reread = (node) => {
      if (!node) return null;
      switch (node.type) {
        case 'AwaitExpression':
          return reread(node.argument);
        case 'ChainExpression':
          return reread(node.expression);
        case 'ConditionalExpression':
          return reread(node.consequent) ?? reread(node.alternate);
        case 'LogicalExpression':
          return reread(node.left) ?? reread(node.right);
        case 'SequenceExpression':
          return reread(node.expressions.at(-1));
        case 'ArrayExpression':
          for (const element of node.elements) {
            const found = element && reread(element.type === 'SpreadElement' ? element.argument : element);
            if (found) return found;
          }
          return null;
        case 'CallExpression': {
          const { callee } = node;
          if (callee.type === 'Identifier' && refreshers.has(callee.name)) return `${callee.name}()`;
          if (callee.type !== 'MemberExpression' || callee.computed) return null;
          const name = propertyName(callee.property);
          if (REREADS.has(name)) return name;
          if (callee.object.type === 'Identifier' && callee.object.name === 'Promise' && PROMISE_COMBINATORS.has(name))
            return node.arguments.map(reread).find(Boolean) ?? null;
          if (name === 'then' || name === 'catch' || name === 'finally') return reread(callee.object);
          return null;
        }
        default:
          return null;
      }
    };

    /** Reports each return or await of a re-read in a callback (not in functions nested inside it). */
    const checkCallback = (callback, fn) => {
      const report = (node, how, what) => context.report({ node, messageId: 'awaited', data: { callback, how, what } });
      if (fn.body.type !== 'BlockStatement') {
        const what = reread(fn.body);
        if (what) report(fn.body, 'returns', what);
        return;
      }
      const visit = (node) => {
        if (!node || typeof node.type !== 'string') return;
        if (isFunction(node) || node.type === 'FunctionDeclaration') return;
        if (node.type === 'ReturnStatement') {
          const what = reread(node.argument);
          if (what) return report(node, 'returns', what);
        }
        if (node.type === 'AwaitExpression') {
          const what = reread(node.argument);
          if (what) return report(node, 'awaits', what);
        }
        for (const key of Object.keys(node)) {
          if (key === 'parent') continue;
          const child = node[key];
          if (Array.isArray(child)) child.forEach(visit);
          else if (child && typeof child.type === 'string') visit(child);
        }
      };
      visit(fn.body);
    };

    return {
      VariableDeclarator(node) {
        const init = node.init;
        if (
          node.id.type === 'Identifier' &&
          init?.type === 'CallExpression' &&
          init.callee.type === 'Identifier' &&
          REFRESH_HOOKS.has(init.callee.name)
        ) {
          refreshers.set(node.id.name, init.callee.name);
        }
      },
      CallExpression(node) {
        const { callee } = node;
        // refreshUser().catch(...) on the rejecting re-read
        if (
          callee.type === 'MemberExpression' &&
          propertyName(callee.property) === 'catch' &&
          callee.object.type === 'CallExpression'
        ) {
          const inner = callee.object.callee;
          if (!definesRereads && inner.type === 'Identifier' && refreshers.get(inner.name) === 'useRefreshUser')
            context.report({ node, messageId: 'byHand' });
        }
        if (!inApiFile || callee.type !== 'Identifier' || callee.name !== 'useMutation') return;
        const options = node.arguments[0];
        if (options?.type !== 'ObjectExpression') return;
        for (const property of options.properties) {
          if (property.type !== 'Property') continue;
          const name = propertyName(property.key);
          if (!CALLBACKS.has(name)) continue;
          if (isFunction(property.value)) checkCallback(name, property.value);
          else if (property.value.type === 'Identifier' && refreshers.has(property.value.name)) {
            context.report({
              node: property,
              messageId: 'awaited',
              data: { callback: name, how: 'returns', what: `${property.value.name}()` },
            });
          }
        }
      },
    };
  },
};

// The web's written rules (CODE_STYLE.md, web/README.md) as ESLint rules, so that lint refuses what they forbid.

/** The QueryClient methods whose first argument is a key or a filter holding one. */
const keyMethods = new Set([
  'cancelQueries',
  'ensureQueryData',
  'fetchQuery',
  'getQueriesData',
  'getQueryData',
  'getQueryState',
  'invalidateQueries',
  'isFetching',
  'prefetchQuery',
  'refetchQueries',
  'removeQueries',
  'resetQueries',
  'setQueriesData',
  'setQueryData',
  'setQueryDefaults',
  'getQueryDefaults',
]);

const unwrap = (node) =>
  node && (node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression') ? unwrap(node.expression) : node;

/** The array a key expression is built from in this file: a literal, or a local constant or arrow that gives one. */
function literalKey(context, node) {
  const key = unwrap(node);
  if (!key) return undefined;
  if (key.type === 'ArrayExpression') return key;
  const name =
    key.type === 'Identifier' ? key : key.type === 'CallExpression' && key.callee.type === 'Identifier' ? key.callee : undefined;
  if (!name) return undefined;
  let scope = context.sourceCode.getScope(name);
  while (scope) {
    const variable = scope.set.get(name.name);
    if (variable) {
      const definition = variable.defs[0]?.node;
      if (definition?.type !== 'VariableDeclarator') return undefined;
      const init = unwrap(definition.init);
      if (key.type === 'Identifier' && init?.type === 'ArrayExpression') return init;
      if (key.type === 'CallExpression' && init?.type === 'ArrowFunctionExpression') {
        const body = unwrap(init.body);
        if (body?.type === 'ArrayExpression') return body;
      }
      return undefined;
    }
    scope = scope.upper;
  }
  return undefined;
}

const queryKeysFromFactories = {
  meta: {
    type: 'problem',
    docs: { description: 'Query keys come from the key factories (web/src/<domain>/<domain>Keys.ts).' },
    messages: {
      literal:
        'A query key is built here from an array: take it from the service’s key factory (web/src/<service>/<service>Keys.ts).',
    },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      if (literalKey(context, node)) context.report({ node, messageId: 'literal' });
    };
    return {
      Property(node) {
        if (!node.computed && (node.key.name ?? node.key.value) === 'queryKey') check(node.value);
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || !keyMethods.has(callee.property.name)) return;
        const first = unwrap(node.arguments[0]);
        if (first && first.type !== 'ObjectExpression') check(first);
      },
    };
  },
};

/** The generated API clients' modules: web/src/shared/api/clients.ts and web/src/<service>/<service>Client.ts (not queryClient). */
const clientModule = /(^|\/)(api\/clients|(?!query)[a-z]+Client)(\.[jt]sx?)?$/;

const noApiClientInComponents = {
  meta: {
    type: 'problem',
    docs: { description: 'A component reaches the API through hooks or request functions, never a client.' },
    messages: {
      client:
        'A component does not import an API client ({{source}}): call a hook (useX.ts) or a request function beside the screen.',
    },
    schema: [],
  },
  create(context) {
    const check = (node, source) => {
      if (typeof source === 'string' && clientModule.test(source))
        context.report({ node, messageId: 'client', data: { source } });
    };
    return {
      ImportDeclaration(node) {
        check(node, node.source.value);
      },
      ExportNamedDeclaration(node) {
        if (node.source) check(node, node.source.value);
      },
      ExportAllDeclaration(node) {
        check(node, node.source.value);
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') check(node, node.source.value);
      },
    };
  },
};

/** A contract's words for its values: `statusLabel`, `availabilityLabels`, `CLIENT_STATUS_LABELS`. */
const labelName = /(Labels?|_LABELS?)$/;

const noContractLabels = {
  meta: {
    type: 'problem',
    docs: { description: 'Screens take their words from the catalog (t()), not from the contracts’ label lists.' },
    messages: {
      label:
        '{{name}} is a contract’s words: the screen takes them from the catalog (t() with a key per value, web/src/shared/i18n).',
    },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      if (!String(node.source?.value).startsWith('@agency/contracts')) return;
      for (const specifier of node.specifiers ?? []) {
        if (specifier.type === 'ImportNamespaceSpecifier') {
          if (/\/labels$/.test(node.source.value))
            context.report({ node: specifier, messageId: 'label', data: { name: node.source.value } });
          continue;
        }
        const imported = specifier.imported ?? specifier.local;
        const name = imported.name ?? imported.value;
        if (labelName.test(name)) context.report({ node: specifier, messageId: 'label', data: { name } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check };
  },
};

export const webRules = {
  'query-keys-from-factories': queryKeysFromFactories,
  'no-api-client-in-components': noApiClientInComponents,
  'no-contract-labels': noContractLabels,
};

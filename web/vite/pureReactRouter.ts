import type { Plugin } from 'vite';

const REACT_ROUTER_BUILD = /\/react-router\/dist\/production\/chunk-[\w-]+\.mjs$/;
// `var Link = React10.forwardRef(…)`, `var MemoizedDataRoutes = React3.memo(…)`, `var XContext = React.createContext(…)`
const COMPONENT = /^var (\w+) = (React\d*\.(?:forwardRef|memo|createContext))\(/gm;
// `Link.displayName = "Link";`, at the top level of the module
const DISPLAY_NAME = /^\w+\.displayName = "[^"\n]*";$/gm;

/**
 * Lets the build leave out the parts of react-router the app never uses. Its build makes each component
 * with a call the bundler cannot tell is pure (`React.forwardRef`, `React.memo`) and then names it for
 * React's developer tools (`Link.displayName = "Link"`), a statement that keeps the component, unused or
 * not, and everything it calls: `<Form>` and its submission code, the framework's route-module prefetching
 * behind react-router's own `<Link>`. The build marks those calls pure and leaves the names out (the
 * developer tools' names, nothing a page renders): about 2 KB gzip less on every page's first route.
 * Fails the build when react-router's code no longer has that shape.
 */
export function pureReactRouter(): Plugin {
  return {
    name: 'pure-react-router',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: REACT_ROUTER_BUILD },
      handler(code, id) {
        // The chunk of its components; the others (its data router, its server render) are left as they are.
        if (!REACT_ROUTER_BUILD.test(id) || !/^var Link = /m.test(code)) return null;
        let changes = 0;
        const pure = code
          .replace(COMPONENT, (_match, name: string, call: string) => {
            changes++;
            return `var ${name} = /* @__PURE__ */ ${call}(`;
          })
          .replace(DISPLAY_NAME, () => {
            changes++;
            return '';
          });
        if (!/^var Link = \/\* @__PURE__ \*\/ /m.test(pure) || !changes) {
          throw new Error(`react-router's build (${id}) no longer names its components as web/vite/pureReactRouter.ts expects`);
        }
        return { code: pure, map: null };
      },
    },
  };
}

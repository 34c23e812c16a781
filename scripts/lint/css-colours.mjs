// Colours are tokens (web/README.md, Styles on tokens): a stylesheet other than web/src/shared/styles/tokens.css names no
// colour itself, no hex, no rgb()/hsl() and the like, no named colour; it uses var(--token).
// ESLint reads the stylesheets through `cssText`, a parser that hands the rule the text and no syntax tree.

/** The CSS named colours (CSS Color 4), without the keywords a stylesheet may use: transparent, currentColor, inherit. */
const namedColours = new Set(
  `aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood
  cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray
  darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen
  darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue
  firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew
  hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan
  lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray
  lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine mediumblue
  mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred
  midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid
  palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple
  rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue
  slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white
  whitesmoke yellow yellowgreen`.split(/\s+/),
);

const colourFunctions = /^(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)$/i;

/** The text with comments and strings blanked (same length, lines kept), so offsets still point into the file. */
function blankCommentsAndStrings(text) {
  const blank = (match) => match.replace(/[^\n]/g, ' ');
  return text.replace(/\/\*[\s\S]*?\*\//g, blank).replace(/"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g, blank);
}

/** Each colour a stylesheet names, with its offset: hex, colour functions and named colours in declaration values. */
export function colourLiterals(text) {
  const source = blankCommentsAndStrings(text);
  const found = [];
  // A declaration's value runs from its colon to `;` or `}`; a selector's pseudo-class ends at `{` instead.
  for (const declaration of source.matchAll(/(--[\w-]+|[a-zA-Z-]+)\s*:([^;{}]*)(?=[;}])/g)) {
    const valueStart = declaration.index + declaration[0].length - declaration[2].length;
    const value = declaration[2].replace(/url\([^)]*\)/gi, (m) => ' '.repeat(m.length));
    for (const token of value.matchAll(/#[0-9a-fA-F]+\b|(?<![\w-])([a-zA-Z][\w-]*)(\()?/g)) {
      const [literal, word, call] = token;
      const hex = literal.startsWith('#') && [4, 5, 7, 9].includes(literal.length);
      const fn = call && colourFunctions.test(word);
      const named = word && !call && namedColours.has(word.toLowerCase());
      if (hex || fn || named) found.push({ index: valueStart + token.index, literal: fn ? `${word}()` : literal });
    }
  }
  return found;
}

/** A parser for stylesheets: the program is empty, the rules read the text. */
export const cssText = {
  meta: { name: 'css-text' },
  parseForESLint(text) {
    const lines = text.split(/\r\n|\r|\n/);
    const end = { line: lines.length, column: lines.at(-1).length };
    return {
      ast: {
        type: 'Program',
        body: [],
        sourceType: 'module',
        comments: [],
        tokens: [],
        range: [0, text.length],
        loc: { start: { line: 1, column: 0 }, end },
      },
      visitorKeys: { Program: [] },
    };
  },
};

export const noColourLiterals = {
  meta: {
    type: 'problem',
    docs: { description: 'Colours come from the tokens (web/src/shared/styles/tokens.css).' },
    messages: {
      colour:
        '{{literal}} is a colour literal: use a token from web/src/shared/styles/tokens.css (a new colour goes there first, named by its role).',
    },
    schema: [],
  },
  create(context) {
    return {
      Program() {
        const { sourceCode } = context;
        for (const { index, literal } of colourLiterals(sourceCode.text)) {
          const start = sourceCode.getLocFromIndex(index);
          const end = sourceCode.getLocFromIndex(index + (literal.endsWith('()') ? literal.length - 1 : literal.length));
          context.report({ loc: { start, end }, messageId: 'colour', data: { literal } });
        }
      },
    };
  },
};

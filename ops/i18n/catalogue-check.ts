import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import ts from 'typescript';

/**
 * The catalogue check `npm test` runs: every message a screen shows is written t('English') or
 * msg('English') and has its Arabic in its area's `i18n/ar.json` (an area is a feature folder, or
 * components, lib, app); the Arabic parses as ICU with the same placeholders; no catalogue keeps a
 * message nobody shows; and no English is left outside t() in a component (JSX text, text
 * attributes, capitalised sentences). A line may opt out with a comment naming `i18n-ignore` and why.
 */
export interface Problem {
  readonly file: string;
  readonly line: number;
  readonly text: string;
}

const TEXT_ATTRIBUTE =
  /^(aria-label|aria-description|aria-roledescription|title|placeholder|alt|label)$|(Label|Text|Title|Message|Placeholder|Description|Heading|Caption)$/;
const WORDS = /[A-Za-z]{2,}/;
const SENTENCE = /^[A-Z][A-Za-z'’]*(?:[ ,:;!?.()-]+[A-Za-z'’{}]+)+[.!?:…]?$/;
const LATIN_WORD = /[A-Za-z]{2,}/g;
/** Latin the Arabic keeps: acronyms and file formats, product names written in Latin everywhere, and the ICU keywords. */
const LATIN_KEPT = /^([A-Z]{2,6}|Gmail|Excel|zero|one|two|few|many|other|plural|select|selectordinal|number|date|time)$/;
/** Addresses and examples of them stay as they are typed. */
const ADDRESS = /\S+@\S+|https?:\/\/\S+|\b[\w-]+\.(com|ae|org|net)\b/g;

/** A folder with its own `i18n/ar.json` below an area is an area of its own (a large feature's part). */
const hasCatalogue = (directory: string) => existsSync(join(directory, 'i18n', 'ar.json'));

const sourceFiles = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' || hasCatalogue(path) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });

const nestedAreas = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'i18n' && entry.name !== 'testing')
    .flatMap((entry) => {
      const path = join(directory, entry.name);
      return [...(hasCatalogue(path) ? [path] : []), ...nestedAreas(path)];
    });

/** The areas of the web app, each with its own catalogue: every feature (and its parts with their own), and the shared folders. */
export const webAreas = (webSrc: string): string[] => {
  const features = readdirSync(join(webSrc, 'features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(webSrc, 'features', entry.name));
  const shared = ['app', 'components', 'lib', 'config', 'i18n'].map((name) => join(webSrc, name)).filter((path) => existsSync(path));
  return [...features, ...shared].flatMap((area) => [area, ...nestedAreas(area)]);
};

const literalText = (node: ts.Node | undefined): string | undefined =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;

const calleeName = (call: ts.CallExpression): string | undefined => (ts.isIdentifier(call.expression) ? call.expression.text : undefined);

const MESSAGE_FUNCTIONS = new Set(['t', 'msg']);
/** Calls whose string arguments are not words for people (class names, keys, paths, logs, tests of text). */
const NOT_SHOWN_CALLS =
  /^(t|msg|tm|require|import|matchPath|navigate|setSearchParams|querySelector|closest|getItem|setItem|removeItem|addEventListener|removeEventListener|startsWith|endsWith|includes|split|replace|replaceAll|test|exec|match|get|set|has|delete|append|warn|error|log|debug|info|keyOf|fileUrlOf|Error|TypeError)$/;

const ignored = (source: ts.SourceFile, node: ts.Node): boolean => {
  const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
  const lines = source.text.split('\n');
  return [lines[line], lines[line - 1]].some((text) => text?.includes('i18n-ignore'));
};

interface FileFindings {
  readonly keys: Map<string, number>;
  readonly hardCoded: Problem[];
}

const inspect = (file: string, root: string): FileFindings => {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const keys = new Map<string, number>();
  const hardCoded: Problem[] = [];
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const report = (node: ts.Node, what: string) => {
    if (!ignored(source, node)) hardCoded.push({ file: relative(root, file), line: lineOf(node), text: what });
  };

  const visit = (node: ts.Node, insideFunction: boolean): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isTypeNode(node)) return;
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      if (name && MESSAGE_FUNCTIONS.has(name)) {
        const key = literalText(node.arguments[0]);
        if (key !== undefined) keys.set(key, lineOf(node));
        if (name === 't' && !insideFunction)
          report(node, 't() at module load keeps the language the page opened in; call it while rendering');
      }
    }
    if (ts.isJsxText(node) && WORDS.test(node.text)) report(node, `JSX text "${node.text.trim()}"`);
    if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer)) {
      const name = node.name.getText(source);
      if (TEXT_ATTRIBUTE.test(name) && WORDS.test(node.initializer.text)) report(node, `${name}="${node.initializer.text}"`);
    }
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && SENTENCE.test(node.text) && shownAsWords(node)) {
      report(node, `"${node.text}"`);
    }
    if (ts.isTemplateExpression(node) && /^[A-Z][a-z]*( [A-Za-z]+)+ ?$/.test(node.head.text) && shownAsWords(node)) {
      report(node, `\`${node.getText(source).slice(1, 60)}…\``);
    }
    const opensFunction = ts.isFunctionLike(node);
    ts.forEachChild(node, (child) => visit(child, insideFunction || opensFunction));
  };
  visit(source, false);
  return { keys, hardCoded };
};

/** A literal whose words would reach a screen: not a key, a comparison, a type or an argument of a call that shows nothing. */
const shownAsWords = (node: ts.Node): boolean => {
  const parent = node.parent;
  if (ts.isPropertyAssignment(parent) && parent.name === node) return false;
  if (ts.isBinaryExpression(parent)) {
    const operator = parent.operatorToken.kind;
    const compares = [
      ts.SyntaxKind.EqualsEqualsEqualsToken,
      ts.SyntaxKind.ExclamationEqualsEqualsToken,
      ts.SyntaxKind.EqualsEqualsToken,
      ts.SyntaxKind.ExclamationEqualsToken,
    ];
    if (compares.includes(operator)) return false;
  }
  if (ts.isCaseClause(parent) || ts.isElementAccessExpression(parent) || ts.isLiteralTypeNode(parent)) return false;
  if (ts.isCallExpression(parent) || ts.isNewExpression(parent)) {
    const callee = parent.expression;
    const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
    return !NOT_SHOWN_CALLS.test(name);
  }
  if (ts.isJsxAttribute(parent)) return false;
  return true;
};

const argumentsOf = (elements: MessageFormatElement[], into = new Set<string>()): Set<string> => {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time)
      into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      into.add(element.value);
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, into);
  }
  return into;
};

/** The problems of one Arabic message against its English: ICU that does not parse, placeholders that differ, English left in. */
export const translationProblems = (english: string, arabic: string): string[] => {
  const problems: string[] = [];
  if (arabic.trim() === '') return ['no Arabic'];
  let englishArguments: Set<string>;
  let arabicArguments: Set<string>;
  try {
    englishArguments = argumentsOf(parse(english));
  } catch (error) {
    return [`the English is not ICU: ${(error as Error).message}`];
  }
  try {
    arabicArguments = argumentsOf(parse(arabic));
  } catch (error) {
    return [`the Arabic is not ICU: ${(error as Error).message}`];
  }
  const missing = [...englishArguments].filter((name) => !arabicArguments.has(name));
  const extra = [...arabicArguments].filter((name) => !englishArguments.has(name));
  if (missing.length > 0) problems.push(`the Arabic drops {${missing.join('}, {')}}`);
  if (extra.length > 0) problems.push(`the Arabic adds {${extra.join('}, {')}}`);
  // Only the words outside ICU's syntax count: strip the innermost braces until none are left.
  let withoutPlaceholders = arabic.replace(ADDRESS, ' ');
  while (/\{[^{}]*\}/.test(withoutPlaceholders)) withoutPlaceholders = withoutPlaceholders.replace(/\{[^{}]*\}/g, ' ');
  const latin = (withoutPlaceholders.match(LATIN_WORD) ?? []).filter((word) => !LATIN_KEPT.test(word));
  if (latin.length > 0) problems.push(`English left in the Arabic: ${latin.join(' ')}`);
  return problems;
};

const readCatalogue = (path: string): Record<string, string> =>
  existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>) : {};

/** Every problem of one area: messages without Arabic, bad Arabic, stale entries, English outside t(). */
export const checkArea = (area: string, root: string): Problem[] => {
  const cataloguePath = join(area, 'i18n', 'ar.json');
  const catalogue = readCatalogue(cataloguePath);
  const problems: Problem[] = [];
  const used = new Set<string>();
  for (const file of sourceFiles(area)) {
    const { keys, hardCoded } = inspect(file, root);
    problems.push(...hardCoded);
    for (const [key, line] of keys) {
      used.add(key);
      const arabic = catalogue[key];
      if (arabic === undefined)
        problems.push({ file: relative(root, file), line, text: `no Arabic for "${key}" in ${relative(root, cataloguePath)}` });
      else
        for (const problem of translationProblems(key, arabic))
          problems.push({ file: relative(root, cataloguePath), line: 0, text: `"${key}": ${problem}` });
    }
  }
  for (const key of Object.keys(catalogue)) {
    if (!used.has(key))
      problems.push({
        file: relative(root, cataloguePath),
        line: 0,
        text: `"${key}" is shown nowhere in ${relative(root, area) || '.'}${sep}`,
      });
  }
  return problems;
};

/**
 * The same English must read the same in Arabic wherever it is shown (the catalogues merge into one;
 * a message the browser checks and the server checks again reads alike from both): `seed` is the
 * server's catalogue, which the web's must agree with.
 */
export const conflictingTranslations = (areas: readonly string[], seed: Record<string, string> = {}): string[] => {
  const seen = new Map<string, { arabic: string; area: string }>(
    Object.entries(seed).map(([english, arabic]) => [english, { arabic, area: 'the server' }]),
  );
  const conflicts: string[] = [];
  for (const area of areas) {
    for (const [english, arabic] of Object.entries(readCatalogue(join(area, 'i18n', 'ar.json')))) {
      const earlier = seen.get(english);
      if (earlier && earlier.arabic !== arabic)
        conflicts.push(`"${english}": "${earlier.arabic}" in ${earlier.area}, "${arabic}" in ${area}`);
      else seen.set(english, { arabic, area });
    }
  }
  return conflicts;
};

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Finds text a person would read that does not go through `t()` (issue 18): JSX text with
 * letters, and string literals with letters in user-facing JSX attributes (label, placeholder,
 * title, aria-label, ...) or in the same-named properties of object literals (notifications,
 * confirm dialogs, column headers, option labels). Each finding prints as `file:line: text`, so
 * whoever owns the file can find what is left. Keys passed to `t('...')` are never reported: the
 * scan does not descend into calls.
 */
const SRC = join(import.meta.dirname, '..');

/** Words that read the same in Hindi on an Indian phone: product names, formats, codes. */
const ALLOWED = new Set(['WhatsApp', 'SMS', 'Excel', 'PDF', 'QR', 'OTP', 'ID', 'DD-MM-YYYY', 'English', 'हिन्दी', 'CSV', 'XLSX']);

/** Attribute and property names whose value is shown (or read aloud) to the user. */
const USER_FACING =
  /^(label|title|placeholder|description|alt|legend|error|message|tooltip|caption|heading|header|hint|confirm|cancel|aria-label|aria-description|aria-roledescription|aria-valuetext|aria-placeholder|[a-z]\w*(Label|Placeholder|Message|Text|Title|Description|Header|Heading|Hint|Tooltip))$/;

/** In object literals `error` is as often a key of a colour or status map as a message. */
const USER_FACING_PROPERTY = (name: string) => name !== 'error' && USER_FACING.test(name);

const LETTER = /\p{L}/u;
const ENTITY = /&(#\w+|[a-zA-Z]+);/g;

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [path] : [];
  });
}

function isText(value: string): boolean {
  const text = value.replace(ENTITY, ' ').replace(/\s+/g, ' ').trim();
  return LETTER.test(text) && !ALLOWED.has(text);
}

/** The string literals an expression evaluates to without calling anything (ternaries, ??, +, templates). */
function literalsOf(node: ts.Node): ts.Node[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return isText(node.text) ? [node] : [];
  if (ts.isTemplateExpression(node)) {
    const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
    return isText(parts) ? [node] : [];
  }
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return literalsOf(node.expression);
  if (ts.isConditionalExpression(node)) return [...literalsOf(node.whenTrue), ...literalsOf(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if (op === ts.SyntaxKind.PlusToken || op === ts.SyntaxKind.QuestionQuestionToken || op === ts.SyntaxKind.BarBarToken) {
      return [...literalsOf(node.left), ...literalsOf(node.right)];
    }
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return literalsOf(node.right);
  }
  if (ts.isJsxExpression(node) && node.expression) return literalsOf(node.expression);
  return [];
}

function propertyName(name: ts.PropertyName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  return undefined;
}

/**
 * A route's `title` ({ path, access, title, page }) is declared in English and shown through
 * common's `titles` catalogue by app/document-title.ts, so it is no literal on the screen.
 */
function isRouteTitle(node: ts.PropertyAssignment): boolean {
  return (
    propertyName(node.name) === 'title' &&
    ts.isObjectLiteralExpression(node.parent) &&
    node.parent.properties.some((p) => p.name !== undefined && ts.isIdentifier(p.name) && p.name.text === 'access')
  );
}

/** Every untranslated text of one file, as `path:line: text`. */
function untranslated(path: string, code = readFileSync(path, 'utf8')): string[] {
  const source = ts.createSourceFile(path, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text = node.getText(source)) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${relative(SRC, path)}:${line + 1}: ${text.replace(/\s+/g, ' ').trim()}`);
  };

  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      if (isText(node.text)) report(node, node.text);
    } else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      // a child like {'Hello'} or {done ? 'Saved' : 'Saving'}
      for (const literal of literalsOf(node.expression)) report(literal);
    } else if (ts.isJsxAttribute(node) && node.initializer && USER_FACING.test(node.name.getText(source))) {
      for (const literal of literalsOf(node.initializer)) report(literal);
    } else if (ts.isPropertyAssignment(node) && USER_FACING_PROPERTY(propertyName(node.name) ?? '') && !isRouteTitle(node)) {
      for (const literal of literalsOf(node.initializer)) report(literal);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('untranslated text in the web app', () => {
  it('finds JSX text, user-facing attributes and properties that bypass t()', () => {
    const probe = join(SRC, 'probe.tsx');
    const code = [
      "const a = <Button label=\"Save\" title={'Edit'} aria-label={`Call ${name}`} placeholder={x ? 'Yes' : t('no')}>Hello &amp; bye</Button>;",
      "const b = <Text size=\"sm\" c=\"dimmed\" label={t('save')}>{count} {'items'}</Text>;",
      "notifications.show({ title: 'Saved', message: t('done'), color: 'green' });",
      "const c = <Badge confirmLabel=\"WhatsApp\">&nbsp;+91 {'—'}</Badge>;",
      "const COLOR = { success: 'green', error: 'red' };",
      "const routes = [{ path: '/home', access: 'all', title: 'Home', page }];",
    ].join('\n');
    expect(untranslated(probe, code)).toEqual([
      'probe.tsx:1: "Save"',
      "probe.tsx:1: 'Edit'",
      'probe.tsx:1: `Call ${name}`',
      "probe.tsx:1: 'Yes'",
      'probe.tsx:1: Hello &amp; bye',
      "probe.tsx:2: 'items'",
      "probe.tsx:3: 'Saved'",
    ]);
  });

  it('has none in any screen (each line: file:line: text)', () => {
    const found = tsxFiles(SRC).flatMap((file) => untranslated(file));
    expect(found).toEqual([]);
  });
});

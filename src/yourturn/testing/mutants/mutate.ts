/**
 * Every single-point mutant of a store in the seed's style (issue 55): one change each, made on the
 * code's text at places its syntax tree finds (the TypeScript parser), and inside its SQL by
 * `sqlWhere.ts`. StrykerJS was not used: it mutates a project's own modules and runs their test
 * runner per mutant, while here the code under test is a learner's text the harness compiles itself,
 * and its operators stop at a template string, where this lesson's mistakes live (a WHERE without
 * its token). Each mutant is named by the statement it touches and what it changes, so a reviewed
 * list (equivalents.ts) can name it across edits of the reference.
 */
import ts from 'typescript';
import { columnsSet, verbOf } from '../../sqlKinds';
import { conjunctsOf, placeholdersOf } from './sqlWhere';

/** Which kind of mistake a mutant is (the list of operators). */
export type Operator =
  | 'where-conjunct'
  | 'status-literal'
  | 'statement-dropped'
  | 'changes-ignored'
  | 'changes-inverted'
  | 'comparison'
  | 'throw-to-return'
  | 'return-to-throw'
  | 'json-parse-skipped'
  | 'fingerprint-after-replay'
  | 'token-from-now';

export interface Mutant {
  /** Stable and readable: `save: WHERE without "locked_at = ?"`. */
  id: string;
  operator: Operator;
  /** The mutated code. */
  code: string;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

/** The statement's role in run(), from its SQL: what the lesson calls it. */
function statementName(sql: string): string {
  const verb = verbOf(sql);
  if (verb === 'insert') return 'claim';
  if (verb === 'select') return 'look-up';
  if (verb === 'delete') return 'release';
  if (verb === 'update') return columnsSet(sql).includes('status') ? 'save' : 'takeover';
  return 'statement';
}

/** A `db.prepare(sql).run(…)` or `.get(…)` call: the statement, its SQL literal and its bound arguments. */
interface DbCall {
  name: string;
  call: ts.CallExpression;
  method: 'run' | 'get' | 'all';
  literal: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral;
}

function dbCallOf(node: ts.Node): DbCall | undefined {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return undefined;
  const method = node.expression.name.text;
  const prepare = node.expression.expression;
  if ((method !== 'run' && method !== 'get' && method !== 'all') || !ts.isCallExpression(prepare)) return undefined;
  if (!ts.isPropertyAccessExpression(prepare.expression) || prepare.expression.name.text !== 'prepare') return undefined;
  const literal = prepare.arguments[0];
  if (!literal || !(ts.isStringLiteral(literal) || ts.isNoSubstitutionTemplateLiteral(literal))) return undefined;
  return { name: statementName(literal.text), call: node, method, literal };
}

const RELATIONAL = new Map<ts.SyntaxKind, string>([
  [ts.SyntaxKind.LessThanToken, '<'],
  [ts.SyntaxKind.LessThanEqualsToken, '<='],
  [ts.SyntaxKind.GreaterThanToken, '>'],
  [ts.SyntaxKind.GreaterThanEqualsToken, '>='],
]);
const EQUALITY = new Map<ts.SyntaxKind, string>([
  [ts.SyntaxKind.EqualsEqualsEqualsToken, '!=='],
  [ts.SyntaxKind.ExclamationEqualsEqualsToken, '==='],
]);
const OTHER_STATUS = new Map([
  ['in_flight', 'done'],
  ['done', 'in_flight'],
]);

/** Every single-point mutant of `code` (a module exporting class IdempotencyStore with an async run()). */
export function mutantsOf(code: string): Mutant[] {
  const file = ts.createSourceFile('store.ts', code, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const mutants: Mutant[] = [];
  const seen = new Map<string, number>();
  const add = (id: string, operator: Operator, ...edits: Edit[]) => {
    const n = (seen.get(id) ?? 0) + 1;
    seen.set(id, n);
    mutants.push({ id: n === 1 ? id : `${id} (#${n})`, operator, code: applied(code, edits) });
  };
  const at = (node: ts.Node, text: string): Edit => ({ start: node.getStart(file), end: node.getEnd(), text });
  const src = (node: ts.Node) => node.getText(file);

  const run = findRun(file);
  /** Where in run() a node is: the statement of SQL it belongs to, else the `if` or the line of code around it. */
  const placeOf = (node: ts.Node): string => {
    for (let n: ts.Node | undefined = node; n && n !== run; n = n.parent) {
      const db = ts.isVariableDeclaration(n) && n.initializer ? findDbCall(n.initializer) : undefined;
      if (db) return db.name;
      const call = dbCallOf(n);
      if (call) return call.name;
    }
    for (let n: ts.Node | undefined = node.parent; n && n !== run; n = n.parent) {
      if (ts.isIfStatement(n)) return `if (${short(src(n.expression))})`;
      if (ts.isExpressionStatement(n) || ts.isVariableStatement(n)) return short(src(n));
    }
    return 'run()';
  };

  const visit = (node: ts.Node): void => {
    const db = dbCallOf(node);
    if (db) statementMutants(db);
    if (ts.isBinaryExpression(node)) binaryMutants(node);
    if (ts.isThrowStatement(node)) add(`${placeOf(node)}: ${short(src(node))} → return`, 'throw-to-return', at(node, 'return undefined as never;'));
    if (ts.isReturnStatement(node) && node.expression) add(`${placeOf(node)}: ${short(src(node))} → throw ConflictError`, 'return-to-throw', at(node, 'throw new ConflictError();'));
    if (isJsonParse(node)) add(`${placeOf(node)}: ${short(src(node))} → without JSON.parse`, 'json-parse-skipped', at(node, src(node.arguments[0]!)));
    // A status in the code (`row.status === 'done'`); those inside SQL text are the statement's own.
    const status = ts.isStringLiteral(node) ? OTHER_STATUS.get(node.text) : undefined;
    if (status) add(`${placeOf(node)}: '${(node as ts.StringLiteral).text}' → '${status}'`, 'status-literal', at(node, `'${status}'`));
    if (ts.isPropertyAccessExpression(node) && src(node) === 'row.locked_at' && !isAssigned(node)) {
      add(`${placeOf(node)}: row.locked_at → this.now()`, 'token-from-now', at(node, 'this.now()'));
    }
    ts.forEachChild(node, visit);
  };

  function statementMutants(db: DbCall): void {
    const sql = db.literal.text;
    const inner = db.literal.getStart(file) + 1; // the text starts after its quote
    const sqlEdit = (start: number, end: number, text: string): Edit => ({ start: inner + start, end: inner + end, text });
    add(`${db.name}: statement dropped`, 'statement-dropped', at(db.call, db.method === 'run' ? '({ changes: 0 })' : db.method === 'get' ? 'undefined' : '[]'));
    for (const c of conjunctsOf(sql)) {
      const edits = [sqlEdit(c.cut.start, c.cut.end, '')];
      if (c.placeholder !== undefined) edits.push(withoutArgument(db.call, c.placeholder));
      add(`${db.name}: WHERE without "${c.text}"`, 'where-conjunct', ...edits);
    }
    for (const m of sql.matchAll(/'(in_flight|done)'/g)) {
      const other = OTHER_STATUS.get(m[1]!)!;
      add(`${db.name}: '${m[1]}' → '${other}' in its SQL`, 'status-literal', sqlEdit(m.index, m.index + m[0].length, `'${other}'`));
    }
    if (placeholdersOf(sql).length !== db.call.arguments.length) throw new Error(`${db.name}: ${db.call.arguments.length} values for ${placeholdersOf(sql).length} placeholders`);
    for (const arg of db.call.arguments) {
      if (ts.isIdentifier(arg) && /locked/i.test(arg.text)) add(`${db.name}: binds this.now() for ${arg.text}`, 'token-from-now', at(arg, 'this.now()'));
    }
  }

  function binaryMutants(node: ts.BinaryExpression): void {
    const op = node.operatorToken.kind;
    const place = placeOf(node);
    const changes = ts.isPropertyAccessExpression(node.left) && node.left.name.text === 'changes';
    if (changes && EQUALITY.has(op)) {
      add(`${place}: .changes ignored`, 'changes-ignored', at(node, `(${src(node.left)}, true)`));
      add(`${place}: .changes inverted`, 'changes-inverted', at(node.operatorToken, EQUALITY.get(op)!));
      return;
    }
    if (EQUALITY.has(op)) add(`${place}: ${short(src(node))} inverted`, 'comparison', at(node.operatorToken, EQUALITY.get(op)!));
    if (RELATIONAL.has(op)) {
      for (const other of RELATIONAL.values()) {
        if (other !== RELATIONAL.get(op)) add(`${place}: ${short(src(node))} with ${other}`, 'comparison', at(node.operatorToken, other));
      }
    }
  }

  /** The fingerprint check and the replay trade places, wherever both are in one block. */
  function reorderMutants(): void {
    const visitBlocks = (node: ts.Node): void => {
      if (ts.isBlock(node)) {
        const statements = node.statements;
        const check = statements.findIndex((s) => ts.isIfStatement(s) && /fingerprint/.test(src(s.expression)));
        const replay = statements.findIndex((s) => ts.isIfStatement(s) && /status/.test(src(s.expression)) && ts.isReturnStatement(s.thenStatement));
        if (check >= 0 && replay > check) {
          const [a, b] = [statements[check]!, statements[replay]!];
          add(`look-up: the fingerprint check after the replay`, 'fingerprint-after-replay', {
            start: a.getFullStart(),
            end: b.getEnd(),
            text: code.slice(b.getFullStart(), b.getEnd()) + code.slice(a.getEnd(), b.getFullStart()) + code.slice(a.getFullStart(), a.getEnd()),
          });
        }
      }
      ts.forEachChild(node, visitBlocks);
    };
    visitBlocks(run);
  }

  visit(run.body!);
  reorderMutants();
  return mutants;
}

/** The class's `run` method: only its body is mutated (the constructor is the harness's contract). */
function findRun(file: ts.SourceFile): ts.MethodDeclaration {
  let found: ts.MethodDeclaration | undefined;
  const visit = (node: ts.Node): void => {
    if (ts.isMethodDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === 'run' && node.body) found = node;
    else ts.forEachChild(node, visit);
  };
  visit(file);
  if (!found) throw new Error('no run() method to mutate');
  return found;
}

function findDbCall(node: ts.Node): DbCall | undefined {
  const here = dbCallOf(node);
  if (here) return here;
  let found: DbCall | undefined;
  ts.forEachChild(node, (child) => {
    found ??= findDbCall(child);
  });
  return found;
}

function isJsonParse(node: ts.Node): node is ts.CallExpression {
  return ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.getText() === 'JSON.parse' && node.arguments.length === 1;
}

function isAssigned(node: ts.Node): boolean {
  return ts.isBinaryExpression(node.parent) && node.parent.left === node && node.parent.operatorToken.kind === ts.SyntaxKind.EqualsToken;
}

/** Removes argument `index` of `call`, with the comma that joins it. */
function withoutArgument(call: ts.CallExpression, index: number): Edit {
  const args = call.arguments;
  const arg = args[index]!;
  if (args.length === 1) return { start: arg.getFullStart(), end: arg.getEnd(), text: '' };
  return index === 0 ? { start: arg.getFullStart(), end: args[1]!.getFullStart(), text: '' } : { start: args[index - 1]!.getEnd(), end: arg.getEnd(), text: '' };
}

function applied(code: string, edits: Edit[]): string {
  let out = code;
  for (const e of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

/** A piece of code on one line, short enough for a mutant's name. */
function short(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 60 ? `${line.slice(0, 57)}…` : line;
}

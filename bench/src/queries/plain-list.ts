import type { MemberListField } from '@sampark/domain/schemas/member-filter';
import type { Dialect } from '@sampark/server/src/db/connect';
import { type MemberQuery, memberWhere } from '@sampark/server/src/shared/members/member-filter';
import { rowJsonObject, rowSelectList } from '@sampark/server/src/shared/members/member-rows';
import { joinsFor, orderSql, type Sort } from '@sampark/server/src/shared/members/member-sort';
import type { DB } from '@sampark/server/src/db/schema';
import { type CompiledQuery, type Kysely, type KyselyPlugin, type RootOperationNode, sql } from 'kysely';

/**
 * The list's question as plain SQL, as bench/README.md#the-floor measured the floor the app is held
 * to: the page in one statement (the app's WHERE clause, ORDER BY, LIMIT/OFFSET, the same JSON
 * rows) and an exact COUNT(*) of the same filter. None of the app's planning: no capped count, no
 * deferred join, no index hints. The app never runs it.
 */
export function plainListSql(dialect: Dialect, q: MemberQuery, sort: Sort, page: { skip: number; limit: number }, today: string, fields?: readonly MemberListField[]) {
  const where = memberWhere(q);
  const count = sql<{ n: number }>`select count(*) as n from members m where ${where}`;
  const tail = sql`from members m ${joinsFor(sort)} where ${where} order by ${orderSql(dialect, sort)} limit ${page.limit} offset ${page.skip}`;
  const rows =
    dialect === 'postgres'
      ? sql<{ id: number }>`select r.id, row_to_json(r)::text as j from (select ${rowSelectList(dialect, today, fields)} ${tail}) r`
      : sql<{ id: number }>`select m.id, ${rowJsonObject(dialect, today, fields)} as j ${tail}`;
  return { count, rows };
}

/**
 * Records the statements the app runs while `recording` is on: the bench replays one list call's
 * statements through the raw driver (what the app adds around its own SQL) and explains them,
 * without re-implementing the engine's choices. Pass the handle `withPlugin` returns to the app.
 */
export class StatementRecorder implements KyselyPlugin {
  recording = false;
  private nodes: RootOperationNode[] = [];

  transformQuery({ node }: { node: RootOperationNode }): RootOperationNode {
    if (this.recording) this.nodes.push(node);
    return node;
  }

  async transformResult<R>({ result }: { result: R }): Promise<R> {
    return result;
  }

  /** The statements of `run`, compiled as the app's handle compiles them. */
  async record(db: Kysely<DB>, run: () => Promise<unknown>): Promise<CompiledQuery[]> {
    this.nodes = [];
    this.recording = true;
    try {
      await run();
    } finally {
      this.recording = false;
    }
    const executor = db.getExecutor();
    return this.nodes.map((node) => executor.compileQuery(node, { queryId: 'bench' }));
  }
}

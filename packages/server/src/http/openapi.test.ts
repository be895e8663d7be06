import { Document, Spectral } from '@stoplight/spectral-core';
import { Json } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';

/**
 * The API's OpenAPI document is its contract (issue 29 item 3, docs/decisions/098-api-contract.md).
 * The engine does not change the document, so SQLite alone builds it.
 */
interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

describe('the OpenAPI document', () => {
  let t: TestApp;
  let doc: { paths: Record<string, Record<string, Operation>> };
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    await t.app.ready();
    doc = t.app.swagger() as unknown as typeof doc;
  });
  afterAll(() => t.close());

  it("passes Spectral's spectral:oas ruleset with no error and no warning", async () => {
    const spectral = new Spectral();
    spectral.setRuleset({ extends: [oas as never] });
    const findings = await spectral.run(new Document(JSON.stringify(doc), Json));
    const problems = findings.filter((f) => f.severity <= 1).map((f) => `${f.code} ${f.path.join('.')}: ${f.message}`);
    expect(problems).toEqual([]);
  });

  it('gives every operation an operationId, a summary, one tag and the schema of each success answer', () => {
    const missing: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const name = `${op.tags?.[0] ?? '-'}: ${method.toUpperCase()} ${path}`;
        if (!op.operationId) missing.push(`${name} has no operationId`);
        if (!op.summary) missing.push(`${name} has no summary`);
        if (op.tags?.length !== 1) missing.push(`${name} has ${op.tags?.length ?? 0} tags`);
        const success = Object.entries(op.responses).filter(([status]) => /^[23]/.test(status));
        if (!success.length) missing.push(`${name} declares no success answer`);
        for (const [status, answer] of success) {
          const described = status === '204' || status.startsWith('3') || Object.values(answer.content ?? {}).some((c) => c.schema);
          if (!described) missing.push(`${name} answers ${status} without a schema`);
        }
      }
    }
    expect(missing.sort()).toEqual([]);
  });
});

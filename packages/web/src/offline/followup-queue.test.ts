import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { clearOfflineData, dismissFollowup, queueFollowup, subscribeFollowupQueue, syncFollowups } from './followup-queue';
import { loadContactsCopy, loadFollowups, saveContactsCopy } from './offline-store';

interface Body {
  member_id: number;
  comments: string;
}

const ME = 5;
const OTHER = 6;

async function queue(memberId: number, comments: string, at: number, userId = ME) {
  await queueFollowup<Body>({ user_id: userId, member_id: memberId, member_name: `Member ${memberId}`, body: { member_id: memberId, comments } }, at);
}

/** A server that answers each call with the next of `answers` (undefined: 200), recording the bodies and keys. */
function server(...answers: (Error | undefined)[]) {
  const sent: Body[] = [];
  const keys: string[] = [];
  const send = async (body: Body, key: string) => {
    sent.push(body);
    keys.push(key);
    const answer = answers.shift();
    if (answer) throw answer;
    return { message: 'Followup added successfully' };
  };
  return { sent, keys, send };
}

const comments = async (userId = ME) => (await loadFollowups<Body>(userId)).map((f) => f.body.comments);

describe('the offline followup queue', () => {
  beforeEach(() => clearOfflineData());

  it('sends the queue oldest first and empties it', async () => {
    await queue(11, 'second', 2_000);
    await queue(12, 'first', 1_000);
    await queue(11, 'third', 3_000);
    expect(await comments()).toEqual(['first', 'second', 'third']);
    const { sent, send } = server();
    const result = await syncFollowups<Body>(ME, send);
    expect(sent.map((b) => b.comments)).toEqual(['first', 'second', 'third']);
    expect(result.sent.map((f) => f.body.comments)).toEqual(['first', 'second', 'third']);
    expect(await comments()).toEqual([]);
  });

  it("keeps a refused followup with the server's message and field errors, sends the rest, and drops it only when dismissed", async () => {
    await queue(11, 'reassigned', 1_000);
    await queue(12, 'bad date', 2_000);
    await queue(13, 'fine', 3_000);
    const { sent, send } = server(
      new ApiError(404, { message: 'Member not found.' }),
      new ApiError(422, { message: 'Followup date cannot be in the future.', errors: { followup_date: ['Followup date cannot be in the future.'] } }),
    );
    const result = await syncFollowups<Body>(ME, send);
    expect(sent.map((b) => b.comments)).toEqual(['reassigned', 'bad date', 'fine']);
    expect(result.refused.map((f) => f.refused)).toEqual([
      { status: 404, message: 'Member not found.', details: [] },
      { status: 422, message: 'Followup date cannot be in the future.', details: ['Followup date cannot be in the future.'] },
    ]);
    const left = await loadFollowups<Body>(ME);
    expect(left.map((f) => [f.body.comments, f.refused?.message])).toEqual([
      ['reassigned', 'Member not found.'],
      ['bad date', 'Followup date cannot be in the future.'],
    ]);
    // a refused followup is not sent again
    const again = server();
    await syncFollowups<Body>(ME, again.send);
    expect(again.sent).toEqual([]);
    await dismissFollowup(left[0]!.key);
    expect(await comments()).toEqual(['bad date']);
  });

  it('stops at a failure that may pass (no network, a server error, 401, 429) and sends from there on the next round', async () => {
    for (const failure of [new ApiError(0), new ApiError(503, { message: 'Service Unavailable' }), new ApiError(401), new ApiError(429), new TypeError('Failed to fetch')]) {
      await clearOfflineData();
      await queue(11, 'first', 1_000);
      await queue(12, 'second', 2_000);
      const down = server(failure);
      const result = await syncFollowups<Body>(ME, down.send);
      expect(down.sent.map((b) => b.comments)).toEqual(['first']);
      expect(result.stoppedBy).toBe(failure);
      expect((await loadFollowups<Body>(ME)).map((f) => [f.body.comments, f.refused])).toEqual([
        ['first', undefined],
        ['second', undefined],
      ]);
      const up = server();
      await syncFollowups<Body>(ME, up.send);
      expect(up.sent.map((b) => b.comments)).toEqual(['first', 'second']);
      expect(await comments()).toEqual([]);
    }
  });

  it('sends a followup again under the same key after a lost answer, so the server can save it once', async () => {
    await queue(11, 'first', 1_000);
    await queue(12, 'second', 2_000);
    const [first, second] = await loadFollowups<Body>(ME);
    expect(first!.key).not.toBe(second!.key);
    // the server saved 'first' but the phone got no answer (the network dropped)
    const lost = server(new TypeError('Failed to fetch'));
    await syncFollowups<Body>(ME, lost.send);
    const up = server();
    await syncFollowups<Body>(ME, up.send);
    expect([...lost.keys, ...up.keys]).toEqual([first!.key, first!.key, second!.key]);
  });

  it("sends only the user's own followups and runs one round at a time", async () => {
    await queue(11, 'mine', 1_000);
    await queue(21, 'theirs', 500, OTHER);
    const { sent, send } = server();
    const [a, b] = await Promise.all([syncFollowups<Body>(ME, send), syncFollowups<Body>(ME, send)]);
    expect(a).toBe(b);
    expect(sent.map((x) => x.comments)).toEqual(['mine']);
    expect(await comments(OTHER)).toEqual(['theirs']);
  });

  it('sends each followup once and in order when flushes are asked together and during a round', async () => {
    await queue(11, 'first', 1_000);
    await queue(12, 'second', 2_000);
    const { sent, send } = server();
    const sendAndLogMore = async (body: Body, key: string) => {
      if (body.comments === 'first') {
        // logged while the first is on its way, and the 'online' event asks for a flush
        await queue(13, 'third', 3_000);
        void syncFollowups<Body>(ME, sendAndLogMore);
      }
      return send(body, key);
    };
    const [a, b] = await Promise.all([syncFollowups<Body>(ME, sendAndLogMore), syncFollowups<Body>(ME, sendAndLogMore)]);
    expect(sent.map((x) => x.comments)).toEqual(['first', 'second', 'third']);
    expect(a).toBe(b);
    expect(a.sent.map((f) => f.body.comments)).toEqual(['first', 'second', 'third']);
    expect(await comments()).toEqual([]);
  });

  it('tells the screens when the queue changes', async () => {
    let calls = 0;
    const stop = subscribeFollowupQueue(() => (calls += 1));
    await queue(11, 'one', 1_000);
    expect(calls).toBe(1);
    await syncFollowups<Body>(ME, server().send);
    expect(calls).toBe(2);
    stop();
  });

  it("keeps the contacts copy for its user only, and logout clears the copy and the queue", async () => {
    await saveContactsCopy({ user_id: ME, saved_at: 1_700_000_000_000, rows: [{ id: 11 }] });
    await queue(11, 'kept', 1_000);
    expect(await loadContactsCopy(ME)).toEqual({ user_id: ME, saved_at: 1_700_000_000_000, rows: [{ id: 11 }] });
    expect(await loadContactsCopy(OTHER)).toBeUndefined();
    await clearOfflineData();
    expect(await loadContactsCopy(ME)).toBeUndefined();
    expect(await comments()).toEqual([]);
  });
});

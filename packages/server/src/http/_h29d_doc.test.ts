import { it } from 'vitest';
import { createTestApp } from '../../test/app-harness';
it('prints', async () => {
  const t = await createTestApp('sqlite');
  await t.app.ready();
  const doc = t.app.swagger() as any;
  console.log(JSON.stringify(doc.paths['/api/report/user_access/export'].get.responses['200']));
  console.log(JSON.stringify(doc.paths['/api/invitees/{id}/report'].post.responses['200']).slice(0, 600));
  console.log(JSON.stringify(doc.paths['/api/imports/{id}/revert'].post.description));
  await t.close();
});

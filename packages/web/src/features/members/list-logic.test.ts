import { describe, expect, it } from 'vitest';
import { defaultTableQuery } from '../../components/data-table/data-table';
import { mailtoHref, telHref, whatsappHref } from './contact/contact-links';
import { fieldsFor, listParams } from './list-params';
import { locationTreeData } from './filter/location-tree';
import { bulkBody } from './members-api';
import { pageIndexFromPath, parseQuick } from './use-members-list';

describe('listParams', () => {
  it('turns the table query into skip, limit, orderby, ordertype and keyword', () => {
    const query = { ...defaultTableQuery(100, { id: 'lcd', direction: 'asc' }), pageIndex: 2, search: ' ravi ' };
    expect(listParams(query)).toEqual({ skip: 200, limit: 100, orderby: 'lcd', ordertype: 'asc', keyword: 'ravi' });
    expect(listParams(defaultTableQuery(10))).toEqual({ skip: 0, limit: 10 });
  });

  it('asks only for the fields of the columns on screen, both seekership fields when one shows', () => {
    expect(listParams(defaultTableQuery(10), ['id', 'fullname', 'mobile'])).toEqual({ skip: 0, limit: 10, fields: 'id,fullname,mobile' });
    expect(fieldsFor(['id', 'fullname', 'responsibility'])).toBe('id,fullname,responsibility,adhyayan');
    expect(fieldsFor(['id', 'adhyayan', 'responsibility'])).toBe('id,adhyayan,responsibility');
  });
});

describe('URL state', () => {
  it('reads the quick filter, unknown values meaning all', () => {
    expect(parseQuick('followup')).toBe('followup');
    expect(parseQuick('meetings')).toBe('meetings');
    expect(parseQuick('bogus')).toBe('all');
    expect(parseQuick(null)).toBe('all');
  });

  it('reads /member/list/:page as a page index', () => {
    expect(pageIndexFromPath('1')).toBe(0);
    expect(pageIndexFromPath('4')).toBe(3);
    expect(pageIndexFromPath('0')).toBe(0);
    expect(pageIndexFromPath('x')).toBe(0);
    expect(pageIndexFromPath(undefined)).toBe(0);
  });
});

describe('contact links', () => {
  it('builds mailto, tel and WhatsApp chat links', () => {
    expect(mailtoHref(' a@b.org ')).toBe('mailto:a@b.org');
    expect(mailtoHref('')).toBeNull();
    expect(telHref('+91 98200-12345')).toBe('tel:+919820012345');
    expect(telHref(null)).toBeNull();
    expect(whatsappHref('98200 12345', 'INDIA')).toBe('https://wa.me/919820012345');
    expect(whatsappHref('09820012345', null)).toBe('https://wa.me/919820012345');
    expect(whatsappHref('4155550123', 'UNITED STATES')).toBe('https://wa.me/14155550123');
    expect(whatsappHref('+44 7700 900123', 'INDIA')).toBe('https://wa.me/447700900123');
    expect(whatsappHref('', 'INDIA')).toBeNull();
  });
});

describe('bulk payload', () => {
  it('sends the selected ids, or the filter with the count the user confirmed', () => {
    expect(bulkBody('Assign', { kind: 'ids', ids: [4, 9] }, { assigned_to: 7 })).toEqual({ action: 'Assign', members: [4, 9], assigned_to: 7 });
    const filter = { grade: ['A'] };
    expect(bulkBody('Delete', { kind: 'filter', filter, keyword: 'ravi', count: 12, capped: false })).toEqual({
      action: 'Delete',
      filter,
      keyword: 'ravi',
      expected_count: 12,
    });
    expect(bulkBody('Update', { kind: 'filter', filter, count: 10000, capped: true }, { grade: 'B' })).toEqual({
      action: 'Update',
      filter,
      keyword: undefined,
      grade: 'B',
    });
  });
});

describe('location tree', () => {
  it('nests the flat rows under their parents; rows whose parent is not given are roots', () => {
    const row = (id: number, parent_id: number | null, name: string) => ({ id, parent_id, name, active: 1, path: '', depth: 0, label: name });
    const tree = locationTreeData([row(2, 1, 'Goa'), row(3, 2, 'Ponda'), row(4, 1, 'Kerala')]);
    expect(tree).toEqual([
      { value: '2', label: 'Goa', children: [{ value: '3', label: 'Ponda' }] },
      { value: '4', label: 'Kerala' },
    ]);
  });
});

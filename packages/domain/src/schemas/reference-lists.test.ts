import { describe, expect, it } from 'vitest';
import {
  categoryCreateSchema,
  categoryFormSchema,
  categoryUpdateSchema,
  eventTypeCreateSchema,
  eventTypeFormSchema,
  eventTypeUpdateSchema,
  professionCreateSchema,
  statusUpdateSchema,
} from './reference-lists';

function firstMessage(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const issue = result.error?.issues[0];
  return issue ? [issue.path.join('.'), issue.message] : undefined;
}

describe('category schemas', () => {
  it('give the browser, create and update messages for a blank name', () => {
    expect(firstMessage(categoryFormSchema.safeParse({ name: ' ', active: 1 }))).toEqual(['name', 'Category name cannot be blank']);
    expect(firstMessage(categoryCreateSchema.safeParse({ name: '' }))).toEqual(['name', 'Please enter Category Name']);
    expect(firstMessage(categoryUpdateSchema.safeParse({ name: '' }))).toEqual(['name', 'Please enter Category']);
  });

  it('trim the name and default active to 1 on create only', () => {
    expect(categoryCreateSchema.parse({ name: '  Sadhak ' })).toEqual({ name: 'Sadhak', active: 1 });
    expect(categoryUpdateSchema.parse({ name: 'Sadhak' })).toEqual({ name: 'Sadhak' });
  });
});

describe('profession and status schemas', () => {
  it('name their own list', () => {
    expect(firstMessage(professionCreateSchema.safeParse({ name: '' }))).toEqual(['name', 'Please enter Profession']);
    expect(firstMessage(statusUpdateSchema.safeParse({ name: '  ' }))).toEqual(['name', 'Please enter Status']);
    expect(firstMessage(professionCreateSchema.safeParse({ name: 'x'.repeat(101) }))).toEqual(['name', 'Profession must be less than 100 characters']);
  });

  it('accept only 0 or 1 as active', () => {
    expect(professionCreateSchema.safeParse({ name: 'Doctor', active: true }).success).toBe(false);
    expect(professionCreateSchema.parse({ name: 'Doctor', active: 0 })).toEqual({ name: 'Doctor', active: 0 });
  });
});

describe('event type schemas', () => {
  it("give 'Event Type cannot be blank' in the browser, 'Please enter type' on add, 'Please enter Event Type' on edit", () => {
    expect(firstMessage(eventTypeFormSchema.safeParse({ type: '' }))).toEqual(['type', 'Event Type cannot be blank']);
    expect(firstMessage(eventTypeCreateSchema.safeParse({ type: '' }))).toEqual(['type', 'Please enter type']);
    expect(firstMessage(eventTypeUpdateSchema.safeParse({ type: '' }))).toEqual(['type', 'Please enter Event Type']);
  });

  it('default inactive to 1 on create and store an empty description as null', () => {
    expect(eventTypeCreateSchema.parse({ type: ' Shibir ', description: '  ' })).toEqual({ type: 'Shibir', description: null, inactive: 1 });
    expect(eventTypeUpdateSchema.parse({ type: 'Shibir' })).toEqual({ type: 'Shibir', description: null });
  });
});

import { describe, expect, it } from 'vitest';
import { statementCount } from './pglite-statements';

describe('statementCount (which raw SQL PGlite runs as several statements)', () => {
  it('counts statements separated by semicolons', () => {
    expect(statementCount('select 1')).toBe(1);
    expect(statementCount('select 1;')).toBe(1);
    expect(statementCount('create table a (x int); create index on a (x);\n')).toBe(2);
    expect(statementCount('  ;  ')).toBe(0);
  });

  it('ignores semicolons inside literals, quoted names, dollar quotes and comments', () => {
    expect(statementCount(`select * from campaigns where title ilike '%a;b%' and ticker ilike 'it''s;'`)).toBe(1);
    expect(statementCount(`select 1 as "a;b"`)).toBe(1);
    expect(statementCount(`do $$ begin perform 1; perform 2; end $$`)).toBe(1);
    expect(statementCount(`do $fn$ begin perform ';'; end $fn$; select 2`)).toBe(2);
    expect(statementCount(`select 1 -- a; b\n`)).toBe(1);
    expect(statementCount(`select 1 /* ; */`)).toBe(1);
  });
});

import { reorderedIds, steppedIds } from './reorder';

test('puts an item before or after another, and says when nothing changes', () => {
  expect(reorderedIds(['a', 'b', 'c'], 'a', 'c', 'after')).toEqual(['b', 'c', 'a']);
  expect(reorderedIds(['a', 'b', 'c'], 'c', 'a', 'before')).toEqual(['c', 'a', 'b']);
  expect(reorderedIds(['a', 'b', 'c'], 'a', 'b', 'before')).toBeNull();
  expect(reorderedIds(['a', 'b', 'c'], 'a', 'a', 'after')).toBeNull();
  expect(reorderedIds(['a', 'b'], 'x', 'a', 'after')).toBeNull();
});

test('steps one place earlier or later, not past either end', () => {
  expect(steppedIds(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
  expect(steppedIds(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b']);
  expect(steppedIds(['a', 'b', 'c'], 'a', -1)).toBeNull();
  expect(steppedIds(['a', 'b', 'c'], 'c', 1)).toBeNull();
});

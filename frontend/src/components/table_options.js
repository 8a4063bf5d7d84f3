// What views pass to dataTable (table.js, which re-exports both): table state kept in
// the URL, and a tool's {columns, rows} as the converters write them.

/**
 * dataTable options that keep a view's table state in the URL (the view's
 * `state` and `setParams`): sort=<column>:<asc|desc>, filter=, page=, hide=
 * (the hidden columns, when not the view's defaults: hideParam()); each name
 * after `prefix` when a view has a second table (`cmp_sort`...).
 */
export function urlTableOptions(state, setParams, prefix = '') {
  const [id, direction] = (state[`${prefix}sort`] || '').split(':');
  // hide= goes into the URL once the user has changed the columns (then '' clears it).
  let hideKept = Boolean(state[`${prefix}hide`]);
  return {
    initialSort: id ? {id, direction: direction === 'asc' ? 'asc' : 'desc'} : null,
    hide: state[`${prefix}hide`] || '',
    onStateChange: ({sort, filter, page, hide}) => {
      const params = {
        [`${prefix}sort`]: sort ? `${sort.id}:${sort.direction}` : '',
        [`${prefix}filter`]: filter,
        [`${prefix}page`]: page ? String(page) : '',
      };
      if (hide || hideKept) {
        params[`${prefix}hide`] = hide || '';
        hideKept = true;
      }
      setParams(params);
    },
  };
}

/**
 * A tool's {columns, rows} (the converters' shape) for dataTable: numbers stay numbers,
 * boolean cells become 'Yes'/'No' text (so they sort, filter and export as they read);
 * `decorate(column)` sets a column's display format and title.
 */
export function toolTable(data, decorate = () => {}) {
  const flags = data.columns.flatMap((c, i) => (c.type === 'boolean' ? [i] : []));
  const columns = data.columns.map((c) => {
    const column = {...c, type: c.type === 'number' ? 'number' : 'string'};
    decorate(column);
    return column;
  });
  const rows = flags.length ? data.rows.map((row) => {
    const copy = row.slice();
    for (const i of flags) copy[i] = row[i] === true ? 'Yes' : row[i] === false ? 'No' : '';
    return copy;
  }) : data.rows;
  return {columns, rows};
}

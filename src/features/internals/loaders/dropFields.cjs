// Rspack loader for generated data modules, as JSON or as Docusaurus writes
// its config (`export default {…JSON…};`): removes the fields named in
// options.fields, dotted paths where `*` stands for every key of an object.
// A field that is absent is left absent. Which and why: src/features/internals/droppedFields.ts.
module.exports = function dropFields(source) {
  const { fields } = this.getOptions()
  const module = /^([\s\S]*?export default )(\{[\s\S]*\})(;?\s*)$/.exec(source)
  const data = JSON.parse(module ? module[2] : source)
  for (const field of fields) drop(data, field.split('.'))
  const json = JSON.stringify(data)
  return module ? module[1] + json + module[3] : json
}

function drop(node, [key, ...rest]) {
  if (node === null || typeof node !== 'object') return
  for (const name of key === '*' ? Object.keys(node) : [key]) {
    if (rest.length === 0) delete node[name]
    else drop(node[name], rest)
  }
}

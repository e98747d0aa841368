/** Stand-in for Docusaurus's generated modules (@generated/*) in unit tests. */
export default {};

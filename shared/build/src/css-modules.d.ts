// `import styles from './page.module.css'` in the host and the remotes: webpack (this package's
// configuration) and vitest both hand over local class name -> generated class name.
declare module '*.module.css' {
  const classNames: Readonly<Record<string, string>>;
  export default classNames;
}

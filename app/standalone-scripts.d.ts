// `import url from "./x.ts?standalone"`: the address of a script built on its own (scripts/standalone-scripts.ts).
declare module "*.ts?standalone" {
  const url: string;
  export default url;
}

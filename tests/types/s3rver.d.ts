/** The part of s3rver (a local S3 API server, used by the tests) the tests call. */
declare module 's3rver' {
  interface S3rverOptions {
    address?: string
    port?: number
    directory: string
    silent?: boolean
    configureBuckets?: Array<{ name: string }>
  }
  export default class S3rver {
    constructor(options: S3rverOptions)
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}

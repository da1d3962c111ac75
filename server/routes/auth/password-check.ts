import type { Context } from 'hono'
import { warnOfFailedSignIns } from '../../domain/account-alerts'
import type { PasswordCheck } from '../../domain/sign-in-limits'
import { clientIp } from '../../lib/client-ip'
import { publicBase } from '../../lib/mailer'
import type { AppEnv } from '../../lib/router'

/** The guard for a check of `account`'s password made by this request (see guardPasswordCheck). */
export function passwordCheckOf(c: Context<AppEnv>, account: string): PasswordCheck {
  const { env, database, services } = c.var
  return {
    db: database.db,
    env,
    ip: clientIp(c, env.TRUST_PROXY_HOPS),
    account,
    onRepeatedFailures: (failures) => warnOfFailedSignIns({ db: database.db, mailer: services.mailer, publicBase: publicBase(env) }, account, failures),
  }
}

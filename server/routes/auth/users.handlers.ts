import { findUserByEmail, findUserById, listUsers, normalizeEmail, toUserData } from '../../domain/accounts'
import { readTime } from '../../domain/mirror-feed'
import { userChanges, usersCursor } from '../../domain/users-feed'
import { changeApproval, changeEmail, changeInfluencer, changeRole, changeSpamVideos, changeSpeciality, deleteAccount } from '../../domain/user-changes'
import { assertSelfOrAdmin } from '../../lib/auth'
import { assertHoldsNoMoney } from '../../domain/account-closure'
import { assertOwnPassword } from '../../domain/sessions'
import { passwordCheckOf } from './password-check'
import { forbidden, notFound } from '../../lib/errors'
import { createRouter } from '../../lib/router'
import {
  deleteUserRoute,
  getUserByEmailRoute,
  getUserByIdRoute,
  getUsersRoute,
  updateApprovalRoute,
  updateEmailRoute,
  updateInfluencerRoute,
  updateRoleRoute,
  updateSpamVideosRoute,
  updateSpecialityRoute,
} from './users.routes'

export const usersRouter = createRouter()
  .openapi(getUsersRoute, async (c) => {
    const query = c.req.valid('query')
    const { db } = c.var.database
    if (query.since) {
      const feed = await userChanges(db, query, query.since)
      return c.json({ users: feed.rows.map(toUserData), total: feed.rows.length, page: 1, perPage: query.perPage, deleted: feed.deleted, cursor: feed.cursor, hasMore: feed.hasMore }, 200)
    }
    const readAt = await readTime(db)
    const { rows, total } = await listUsers(db, query)
    const hasMore = query.page * query.perPage < total
    return c.json({ users: rows.map(toUserData), total, page: query.page, perPage: query.perPage, deleted: [], cursor: await usersCursor(db, readAt), hasMore }, 200)
  })
  .openapi(getUserByIdRoute, async (c) => {
    const { userid } = c.req.valid('query')
    assertSelfOrAdmin(c.var.auth, userid)
    const user = await findUserById(c.var.database.db, userid)
    if (!user) throw notFound('No account with this id')
    return c.json({ user: toUserData(user) }, 200)
  })
  .openapi(getUserByEmailRoute, async (c) => {
    const { email } = c.req.valid('query')
    const { auth } = c.var
    // Compared by e-mail, not by lookup, so a non-admin cannot learn whether another e-mail exists.
    if (auth.role !== 'admin' && normalizeEmail(email) !== auth.email) throw forbidden('You can only look up your own account')
    const user = await findUserByEmail(c.var.database.db, email)
    if (!user) throw notFound('No account with this e-mail')
    return c.json({ user: toUserData(user) }, 200)
  })
  .openapi(deleteUserRoute, async (c) => {
    const { uid, password } = c.req.valid('json')
    const { auth, database } = c.var
    assertSelfOrAdmin(auth, uid)
    if (uid === auth.userId) await assertOwnPassword(passwordCheckOf(c, auth.email), uid, password, 'delete your account')
    await assertHoldsNoMoney(c.var.wallet, uid)
    await deleteAccount(database.db, uid, { money: c.var.money, currency: c.var.env.CURRENCY })
    return c.json({ message: 'The account has been deleted' }, 200)
  })
  .openapi(updateEmailRoute, async (c) => {
    const { uid, email, password } = c.req.valid('json')
    const { auth, database } = c.var
    assertSelfOrAdmin(auth, uid)
    // A stolen token alone must not be enough to move the account to another mailbox.
    if (uid === auth.userId) await assertOwnPassword(passwordCheckOf(c, auth.email), uid, password, 'change your e-mail')
    return c.json({ user: toUserData(await changeEmail(database.db, uid, email)) }, 200)
  })
  .openapi(updateSpecialityRoute, async (c) => {
    const { uid, speciality } = c.req.valid('json')
    assertSelfOrAdmin(c.var.auth, uid)
    return c.json({ user: toUserData(await changeSpeciality(c.var.database.db, uid, speciality)) }, 200)
  })
  .openapi(updateRoleRoute, async (c) => {
    const { uid, role } = c.req.valid('json')
    return c.json({ user: toUserData(await changeRole(c.var.database.db, uid, role)) }, 200)
  })
  .openapi(updateSpamVideosRoute, async (c) => {
    const { uid, status } = c.req.valid('json')
    return c.json({ user: toUserData(await changeSpamVideos(c.var.database.db, uid, status)) }, 200)
  })
  .openapi(updateApprovalRoute, async (c) => {
    const { uid, status } = c.req.valid('json')
    return c.json({ user: toUserData(await changeApproval(c.var.database.db, uid, status, c.var.env.CURRENCY, c.var.money)) }, 200)
  })
  .openapi(updateInfluencerRoute, async (c) => {
    const { uid, status } = c.req.valid('json')
    return c.json({ user: toUserData(await changeInfluencer(c.var.database.db, uid, status)) }, 200)
  })

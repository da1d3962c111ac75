import { Link } from '@tanstack/react-router'
import { LogIn, UserPlus } from 'lucide-react'
import { useState } from 'react'
import { Alert, AlertDescription } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { PasswordField, SocialButtons, TextField } from './auth-fields'
import { AuthLayout, type AuthVariant } from './auth-layout'
import { loginRules, registerRules } from './auth-rules'
import { useTemplateForm } from './use-template-form'

const link = 'font-medium text-primary hover:underline'

function TemplateNotice({ children }: { children: string }) {
  return (
    <Alert tone="info" role="status" className="mt-4">
      <AlertDescription>{children}</AlertDescription>
    </Alert>
  )
}

export function LoginTemplatePage({ variant }: { variant: AuthVariant }) {
  const [done, setDone] = useState(false)
  const { values, errors, set, submit } = useTemplateForm({ email: '', password: '', remember: false }, loginRules, () => setDone(true))
  return (
    <AuthLayout variant={variant} title="Login" subtitle="Welcome back! Please sign in to your account." icon={LogIn}>
      <form noValidate onSubmit={submit} className="grid grid-cols-1 gap-4">
        <TextField id="login-email" label="E-mail" type="email" autoComplete="email" value={values.email} onChange={(v) => set('email', v)} error={errors.email} />
        <div className="grid grid-cols-1 gap-1">
          <PasswordField id="login-password" label="Password" value={values.password} onChange={(v) => set('password', v)} error={errors.password} />
          <Link to={variant === 'basic' ? '/pages/forgot-password-basic' : '/pages/forgot-password-cover'} className={`${link} justify-self-end text-sm`}>Forgot password?</Link>
        </div>
        <div className="flex items-center gap-2">
          <Checkbox id="login-remember" checked={values.remember} onCheckedChange={(v) => set('remember', v === true)} />
          <Label htmlFor="login-remember">Remember me</Label>
        </div>
        <Button type="submit" className="w-full">Sign in</Button>
      </form>
      {done ? <TemplateNotice>This is a template page, so nobody is signed in. The portal’s own sign-in is at /login.</TemplateNotice> : null}
      <p className="mt-6 text-center text-sm text-muted-foreground">
        New on our platform? <Link to={variant === 'basic' ? '/pages/register-basic' : '/pages/register-cover'} className={link}>Create an account</Link>
      </p>
      <SocialButtons />
    </AuthLayout>
  )
}

export function RegisterTemplatePage({ variant }: { variant: AuthVariant }) {
  const [done, setDone] = useState(false)
  const { values, errors, set, submit } = useTemplateForm({ username: '', email: '', password: '', terms: false }, registerRules, () => setDone(true))
  return (
    <AuthLayout variant={variant} title="Register" subtitle="Adventure starts here. Make your campaigns easy and fun!" icon={UserPlus}>
      <form noValidate onSubmit={submit} className="grid grid-cols-1 gap-4">
        <TextField id="reg-username" label="Username" autoComplete="username" value={values.username} onChange={(v) => set('username', v)} error={errors.username} />
        <TextField id="reg-email" label="E-mail" type="email" autoComplete="email" value={values.email} onChange={(v) => set('email', v)} error={errors.email} />
        <PasswordField id="reg-password" label="Password" autoComplete="new-password" value={values.password} onChange={(v) => set('password', v)} error={errors.password} />
        <div className="grid grid-cols-1 gap-1">
          <div className="flex items-center gap-2">
            <Checkbox id="reg-terms" checked={values.terms} onCheckedChange={(v) => set('terms', v === true)} aria-invalid={Boolean(errors.terms)} aria-describedby={errors.terms ? 'reg-terms-error' : undefined} />
            <Label htmlFor="reg-terms">I agree to the privacy policy and terms</Label>
          </div>
          {errors.terms ? <p id="reg-terms-error" role="alert" className="text-xs font-medium text-destructive">{errors.terms}</p> : null}
        </div>
        <Button type="submit" className="w-full">Sign up</Button>
      </form>
      {done ? <TemplateNotice>This is a template page, so no account was created.</TemplateNotice> : null}
      <p className="mt-6 text-center text-sm text-muted-foreground">
        Already have an account? <Link to={variant === 'basic' ? '/pages/login-basic' : '/pages/login-cover'} className={link}>Sign in instead</Link>
      </p>
      <SocialButtons />
    </AuthLayout>
  )
}

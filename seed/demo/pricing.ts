// The plans and prices of the specification (§9); benefits and questions are sample text.
export function buildPricing() {
  return {
    basicPlan: {
      title: 'Basic',
      img: '/images/illustration/pricing-basic.svg',
      subtitle: 'A simple start for everyone',
      monthlyPrice: 0,
      yearlyPlan: { perMonth: 0, totalAnnual: 0 },
      planBenefits: ['100 responses a month', 'Unlimited forms and surveys', 'Unlimited fields', 'Basic form creation tools', 'Up to 2 subdomains'],
      popular: false,
    },
    standardPlan: {
      title: 'Standard',
      img: '/images/illustration/pricing-standard.svg',
      subtitle: 'For small to medium businesses',
      monthlyPrice: 49,
      yearlyPlan: { perMonth: 40, totalAnnual: 480 },
      planBenefits: ['Unlimited responses', 'Unlimited forms and surveys', 'Instagram profile page', 'Google Docs integration', 'Custom “Thank you” page'],
      popular: true,
    },
    enterprisePlan: {
      title: 'Enterprise',
      img: '/images/illustration/pricing-enterprise.svg',
      subtitle: 'Solution for big organizations',
      monthlyPrice: 99,
      yearlyPlan: { perMonth: 80, totalAnnual: 960 },
      planBenefits: ['PayPal payments', 'Logic jumps', 'File upload with 5GB storage', 'Custom domain support', 'Stripe integration'],
      popular: false,
    },
    qandA: [
      { question: 'Does my subscription automatically renew?', ans: 'Yes. Plans renew at the end of each billing period until you cancel; you can cancel at any time from your account settings.' },
      { question: 'Can I store the item on an intranet so everyone has access?', ans: 'Yes, as long as only people in your organisation can reach it and you hold a licence for each end product.' },
      { question: 'Am I allowed to modify the item that I purchased?', ans: 'Yes. You may change the item to suit your project, but you may not resell the modified item on its own.' },
      { question: 'What happens when I change plans?', ans: 'Upgrades take effect straight away and are charged pro rata; downgrades take effect at the next renewal.' },
      { question: 'Do you offer refunds?', ans: 'We refund any payment made in the last fourteen days if the plan has not been used.' },
    ],
  }
}

/** The smart chatbots page's copy; loads with that page. */
export const enChatbot = {
  'servicePage.chatbot.lead':
    'Chatbots that answer customer questions, take bookings and capture leads around the clock, so businesses in {city} never miss a customer after hours.',
  'servicePage.chatbot.offer.1.title': 'Answers from your own information',
  'servicePage.chatbot.offer.1.text':
    'Trained on your services, prices, hours and policies, so every answer is accurate and sounds like you.',
  'servicePage.chatbot.offer.2.title': 'Bookings and lead capture',
  'servicePage.chatbot.offer.2.text': 'Visitors book an appointment or leave their details without waiting for a call back.',
  'servicePage.chatbot.offer.3.title': 'Hand-off to a person',
  'servicePage.chatbot.offer.3.text':
    'When a question needs a human, the chatbot passes the conversation to you with the details already collected.',
  'servicePage.chatbot.offer.4.title': 'Website and social messages',
  'servicePage.chatbot.offer.4.text': 'One assistant on your website and in your Facebook and Instagram messages.',
  'servicePage.chatbot.step.1.title': 'Collect your questions',
  'servicePage.chatbot.step.1.text': 'We gather the questions customers ask most, from your inbox, phone calls and reviews.',
  'servicePage.chatbot.step.2.title': 'Build and train',
  'servicePage.chatbot.step.2.text': 'We set up the chatbot with your answers, tone of voice and booking rules.',
  'servicePage.chatbot.step.3.title': 'Test together',
  'servicePage.chatbot.step.3.text': 'You try it, we refine it, and it goes live only when you are happy with every answer.',
  'servicePage.chatbot.step.4.title': 'Review monthly',
  'servicePage.chatbot.step.4.text': 'We read the conversations, add missing answers and report how many questions it resolved.',
  'servicePage.chatbot.stat.1.value': '85%',
  'servicePage.chatbot.stat.1.label': 'Resolution rate',
  'servicePage.chatbot.stat.2.value': '24/7',
  'servicePage.chatbot.stat.2.label': 'Answers, evenings and weekends included',
  'servicePage.chatbot.stat.3.value': '40%',
  'servicePage.chatbot.stat.3.label': 'Fewer routine phone calls',
  'servicePage.chatbot.faq.1.question': 'Will the chatbot give wrong answers?',
  'servicePage.chatbot.faq.1.answer':
    'It answers only from the information we give it. When it is not sure, it says so and offers to connect the customer with you.',
  'servicePage.chatbot.faq.2.question': 'Do I need technical skills?',
  'servicePage.chatbot.faq.2.answer': 'No. We install it, maintain it and send you a plain-language report each month.',
  'servicePage.chatbot.faq.3.question': 'What happens to customer conversations?',
  'servicePage.chatbot.faq.3.answer':
    'They are stored securely, used only to serve your customers and improve your answers, and handled as our privacy policy describes.',
} as const;

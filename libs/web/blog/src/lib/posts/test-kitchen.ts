/** Body of /blog/test-kitchen (the landing page's teaser links to /blog/test-kitchen-process). */
export const TEST_KITCHEN_HTML = `
<p>Every flavour in our collection started as a page in a spiral notebook that lives on the corner of the test kitchen bench. The Double Chocolate Explosion took forty-seven batches to get right. The Lemon Coconut Zest took thirty-one. A pistachio rose cookie took sixty-two, and it still has not made the cut. Here is how a new cookie earns its place in a monthly drop.</p>

<h2>It starts with a craving</h2>
<p>Most ideas come from a memory: a bakery cookie someone misses, a dessert from a holiday, a request from a customer. We write down what the cookie should feel like before we write a single quantity. <em>Crisp edge, soft middle, tastes of toasted nuts, not too sweet.</em> That description becomes the standard every test batch is judged against.</p>

<h2>One variable at a time</h2>
<p>Keto baking is unforgiving, so we change only one thing per batch. If we adjust the sweetener blend, the butter, flour, eggs, oven temperature and resting time all stay exactly the same. Every ingredient is weighed to a tenth of a gram, and every batch is baked on the same stone at the same position in the same oven. It is slow, but it means we always know which change made the difference.</p>
<ul>
<li><strong>Weight and spread</strong>: each cookie is weighed before and after baking and its diameter measured.</li>
<li><strong>Texture</strong>: we break one cookie on day one, day three and day five to see how it ages.</li>
<li><strong>Net carbs</strong>: every recipe is calculated per cookie, and we keep each one at three net carbs or fewer.</li>
</ul>

<h2>Blind tastings</h2>
<p>Once a recipe looks promising, it goes into a blind tasting. Our panel is a mix of bakers, long-time keto customers and a few people who do not follow keto at all. They taste our version next to a classic sugar-and-wheat cookie without knowing which is which. A recipe passes only when at least two out of three tasters cannot reliably tell them apart, or prefer ours.</p>
<blockquote>The most useful taster we have is a twelve-year-old who does not care about carbs. If he asks for a second cookie, we are close.</blockquote>

<h2>The shelf test</h2>
<p>A cookie that is perfect warm from the oven can be disappointing three days later, and our cookies spend time in transit. So every candidate is boxed exactly as we ship it and left on a shelf for a week. We taste it on days one, three, five and seven. Sweeteners that recrystallise, chocolate that blooms and centres that dry out all show up here, and send the recipe back to the notebook.</p>

<h2>From notebook to drop</h2>
<p>When a recipe passes every test, we bake it in a full-size batch to make sure it scales, because a dough that behaves in a small bowl can act very differently in a forty-litre mixer. Only then does it join the rotation for a future drop. The notebook entry gets a gold star, and we start the next page.</p>
<p>It is not the fastest way to develop a cookie. But it is why, when a box arrives at your door, every cookie in it has already been baked, tasted, broken, boxed and tasted again, dozens of times over.</p>
`;

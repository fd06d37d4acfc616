/** Body of /blog/global-sourcing. */
export const GLOBAL_SOURCING_HTML = `
<p>A keto cookie has fewer ingredients to hide behind. There is no sugar to mask a dull chocolate, no wheat to carry a weak vanilla. So we spend more time choosing our ingredients than almost anything else we do. Here is where the four that matter most come from, and why we chose them.</p>

<h2>Vanilla from the Sava region of Madagascar</h2>
<p>Most of the world's vanilla grows in Sava, in the northeast of Madagascar, where every flower is pollinated by hand during the few hours it is open. After harvest the green pods are blanched, sweated in blankets and dried in the sun for months before they develop their flavour. We buy whole Bourbon vanilla pods through a cooperative that pays growers a fixed premium above the market price, which matters in a crop whose price can swing wildly from one year to the next.</p>
<p>We scrape the seeds by hand into every batch and steep the empty pods in our butter. It is more work than pouring extract, but the difference is obvious in our Tahitian Vanilla Bean cookie: creamy, floral and long on the palate.</p>

<h2>Chocolate from a family chocolatier in Belgium</h2>
<p>Sugar-free chocolate is hard to make well. Without sugar, chocolate can taste thin and turn waxy. Our chocolate comes from a third-generation family workshop in Belgium that conches its sugar-free couverture for a full day, until it is silky and glossy. We use a 72% dark for most recipes and a cocoa-butter white chocolate for the White Chocolate Macadamia.</p>
<ul>
<li><strong>Cocoa</strong>: West African beans, fermented and roasted by the chocolatier.</li>
<li><strong>Sweetening</strong>: erythritol and stevia, no maltitol.</li>
<li><strong>Texture</strong>: conched for about 24 hours for a clean melt.</li>
</ul>

<h2>Almonds from California</h2>
<p>Almond flour makes up most of every cookie, so its quality shapes everything. We use blanched almonds milled very finely, which gives a tender, even crumb rather than a coarse, oily one. Our miller grinds to order in small lots, and we taste each lot before it goes into production, because almonds, like any crop, vary from harvest to harvest.</p>

<h2>Salt from the Himalayan foothills</h2>
<p>The pink salt flakes we finish our cookies with are hand-harvested and crushed in small batches. They are not there for health claims; they are there for flavour and crunch. A few flakes on a warm cookie make the chocolate taste deeper and the caramel taste richer.</p>

<h2>Why it is worth the effort</h2>
<blockquote>Great ingredients do not make a great cookie on their own, but poor ingredients guarantee a poor one.</blockquote>
<p>Sourcing this way costs more, and some of our suppliers can only give us a limited amount each month. That is one of the reasons we bake in monthly drops rather than around the clock. When a drop sells out, it is often because we have used every last vanilla pod we were allocated.</p>
<p>We would rather bake fewer cookies with ingredients we are proud of than more cookies with ones we are not. Every box that reaches you carries a little of Sava, Belgium, California and the Himalayan foothills, and the people who grow and make those ingredients with as much care as we bake with them.</p>
`;

/// The direction a container lays its children out in, and a fixed frame fixes.
package enum LayoutAxis: Hashable, Sendable {
  case horizontal
  case vertical
}

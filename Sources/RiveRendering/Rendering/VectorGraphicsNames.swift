import VectorGraphics

/// The shared geometry's transform, named before Foundation's type of the same name.
typealias AffineTransform = VectorGraphics.AffineTransform

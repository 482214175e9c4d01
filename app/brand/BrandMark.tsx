import { brand, type MarkShape } from './brand.ts'

function Shape({ shape }: { shape: MarkShape }) {
  switch (shape.kind) {
    case 'rect':
      return <rect x={shape.x} y={shape.y} width={shape.width} height={shape.height} rx={shape.rx} fill={shape.fill} />
    case 'circle':
      return <circle cx={shape.cx} cy={shape.cy} r={shape.r} fill={shape.fill} />
    case 'path':
      return (
        <path
          d={shape.d}
          fill={shape.fill}
          stroke={shape.stroke}
          strokeWidth={shape.strokeWidth}
          strokeLinejoin="round"
        />
      )
  }
}

/** The brand's mark, decorative: the link or text beside it names the brand. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox={brand.mark.viewBox} className={className}>
      {brand.mark.shapes.map((shape, index) => (
        <Shape key={index} shape={shape} />
      ))}
    </svg>
  )
}
